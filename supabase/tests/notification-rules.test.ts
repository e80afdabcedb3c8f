import {
  addComment,
  createInvitation,
  createTask,
  editComment,
  leaveWorkspace,
  setWatching,
  updateTask,
} from '@teamboard/supabase/mutations'
import { listWatcherIds } from '@teamboard/supabase/queries'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUsers, type LocalSupabase, startBackend, type TestUser } from './support/backend.ts'
import { createTeam, join, must } from './support/team.ts'

// What notifies whom (docs/notifications.md): the triggers on tasks, comments and invitations,
// as real users through the REST API; inboxes and watcher lists re-read as the superuser.

let backend: LocalSupabase
let alice: TestUser
let bob: TestUser
let carol: TestUser
let stranger: TestUser

beforeAll(async () => {
  backend = await startBackend()
  ;[alice, bob, carol, stranger] = await createUsers(backend, ['Alice', 'Bob', 'Carol', 'Stranger'])
}, 120_000)

afterAll(async () => {
  await backend?.stop()
})

const mention = (user: TestUser, name = 'Someone') => `@[${name}](${user.id})`

async function inbox(user: TestUser, taskId?: string) {
  return backend.sql<{ kind: string; actor_id: string | null; data: Record<string, unknown> }>(
    `select kind::text, actor_id, data from public.notifications
     where user_id = $1 and ($2::uuid is null or task_id = $2) order by created_at, kind`,
    [user.id, taskId ?? null],
  )
}

async function watchers(taskId: string) {
  const rows = await backend.sql<{ user_id: string }>(
    'select user_id from public.watchers where task_id = $1 order by user_id',
    [taskId],
  )
  return rows.map((row) => row.user_id).sort()
}

async function team() {
  const workspace = await createTeam(alice, [
    [bob, 'member'],
    [carol, 'member'],
  ])
  await backend.sql('delete from public.notifications where workspace_id = $1', [workspace.id])
  return workspace
}

describe('what notifies whom', () => {
  it('assigning notifies the assignee (never the actor); creator and assignee watch', async () => {
    const ws = await team()
    const task = must(
      await createTask(alice.client, ws.id, { title: 'Ship', position: 'a0', assigneeId: bob.id }),
    )
    expect(await inbox(bob, task.id)).toEqual([
      { kind: 'assigned', actor_id: alice.id, data: { number: task.number, title: 'Ship' } },
    ])
    expect(await inbox(alice, task.id)).toEqual([])
    expect(await watchers(task.id)).toEqual([alice.id, bob.id].sort())

    // Assigning yourself notifies nobody.
    must(await updateTask(carol.client, task.id, { assigneeId: carol.id }))
    expect(await inbox(carol, task.id)).toEqual([])
    expect(await watchers(task.id)).toEqual([alice.id, bob.id, carol.id].sort())
  })

  it('a comment: mentioned people hear "mentioned" once, other watchers "commented", the author nothing', async () => {
    const ws = await team()
    const task = must(
      await createTask(alice.client, ws.id, { title: 'Plan', position: 'a0', assigneeId: bob.id }),
    )
    await backend.sql('delete from public.notifications where task_id = $1', [task.id])
    const ref = { id: task.id, workspaceId: ws.id }
    // Bob watches and is mentioned: one notification, the mention.
    must(await addComment(alice.client, ref, { body: `Hi ${mention(bob)} and ${mention(carol)}` }))
    expect((await inbox(bob, task.id)).map((n) => n.kind)).toEqual(['mentioned'])
    expect((await inbox(carol, task.id)).map((n) => n.kind)).toEqual(['mentioned'])
    expect(await inbox(alice, task.id)).toEqual([])
    expect(await watchers(task.id)).toEqual([alice.id, bob.id, carol.id].sort())

    must(await addComment(carol.client, ref, { body: 'Done on my side' }))
    expect((await inbox(alice, task.id)).map((n) => n.kind)).toEqual(['commented'])
    expect((await inbox(bob, task.id)).map((n) => n.kind)).toEqual(['mentioned', 'commented'])
    expect((await inbox(carol, task.id)).map((n) => n.kind)).toEqual(['mentioned'])
  })

  it('an edit notifies only the people it newly mentions; a description mention too', async () => {
    const ws = await team()
    const task = must(await createTask(alice.client, ws.id, { title: 'Doc', position: 'a0' }))
    const ref = { id: task.id, workspaceId: ws.id }
    const comment = must(await addComment(alice.client, ref, { body: `cc ${mention(bob)}` }))
    must(
      await editComment(alice.client, comment.id, { body: `cc ${mention(bob)} ${mention(carol)}` }),
    )
    expect((await inbox(bob, task.id)).map((n) => n.kind)).toEqual(['mentioned'])
    expect((await inbox(carol, task.id)).map((n) => n.kind)).toEqual(['mentioned'])

    must(await updateTask(bob.client, task.id, { description: `Ask ${mention(alice)}` }))
    expect(await inbox(alice, task.id)).toEqual([
      {
        kind: 'mentioned',
        actor_id: bob.id,
        data: { number: task.number, title: 'Doc', in: 'description' },
      },
    ])
  })

  it('moving into done or canceled tells every watcher but the mover', async () => {
    const ws = await team()
    const task = must(
      await createTask(alice.client, ws.id, { title: 'Fix', position: 'a0', assigneeId: bob.id }),
    )
    must(await addComment(carol.client, { id: task.id, workspaceId: ws.id }, { body: 'Me too' }))
    await backend.sql('delete from public.notifications where task_id = $1', [task.id])
    must(await updateTask(bob.client, task.id, { status: 'done' }))
    expect((await inbox(alice, task.id)).map((n) => n.kind)).toEqual(['task_closed'])
    expect((await inbox(carol, task.id)).map((n) => n.kind)).toEqual(['task_closed'])
    expect(await inbox(bob, task.id)).toEqual([])
    // done → canceled is not a new closing.
    must(await updateTask(bob.client, task.id, { status: 'canceled' }))
    expect((await inbox(alice, task.id)).map((n) => n.kind)).toEqual(['task_closed'])
  })

  it('a mention of a non-member notifies nobody and makes no watcher', async () => {
    const ws = await team()
    const task = must(await createTask(alice.client, ws.id, { title: 'Leak', position: 'a0' }))
    must(
      await addComment(
        alice.client,
        { id: task.id, workspaceId: ws.id },
        { body: mention(stranger) },
      ),
    )
    expect(await inbox(stranger)).toEqual([])
    expect(await watchers(task.id)).toEqual([alice.id])
  })

  it('an accepted invitation tells the inviter', async () => {
    const ws = await createTeam(alice)
    await join(alice, ws.id, stranger)
    const rows = await backend.sql<{ kind: string; actor_id: string }>(
      `select kind::text, actor_id from public.notifications where user_id = $1 and workspace_id = $2`,
      [alice.id, ws.id],
    )
    expect(rows).toEqual([{ kind: 'invitation_accepted', actor_id: stranger.id }])
  })

  it('someone who leaves loses their notifications and watches, and hears nothing more', async () => {
    const ws = await team()
    const task = must(
      await createTask(alice.client, ws.id, { title: 'Bye', position: 'a0', assigneeId: carol.id }),
    )
    expect((await inbox(carol, task.id)).length).toBe(1)
    must(await leaveWorkspace(carol.client, ws.id))
    expect(await inbox(carol, task.id)).toEqual([])
    expect(await watchers(task.id)).toEqual([alice.id])
    must(
      await addComment(alice.client, { id: task.id, workspaceId: ws.id }, { body: mention(carol) }),
    )
    expect(await inbox(carol, task.id)).toEqual([])
    // A pending invitation of hers does not bring the notifications back.
    must(await createInvitation(alice.client, ws.id, { email: carol.email, role: 'member' }))
    expect(await inbox(carol, task.id)).toEqual([])
  })

  it('nobody makes someone else watch, or rewrites a notification beyond read_at', async () => {
    const ws = await team()
    const task = must(
      await createTask(alice.client, ws.id, { title: 'Own', position: 'a0', assigneeId: bob.id }),
    )
    const forced = await alice.client
      .from('watchers')
      .insert({ task_id: task.id, workspace_id: ws.id, user_id: carol.id })
    expect(forced.error).not.toBeNull()
    expect(await watchers(task.id)).toEqual([alice.id, bob.id].sort())
    const [own] = await backend.sql<{ id: string }>(
      'select id from public.notifications where user_id = $1 and task_id = $2',
      [bob.id, task.id],
    )
    const rewrite = await bob.client
      .from('notifications')
      .update({ read_at: new Date().toISOString(), kind: 'mentioned' } as never)
      .eq('id', own!.id)
      .select()
    expect(rewrite.data ?? []).toEqual([])
    expect((await inbox(bob, task.id)).map((n) => n.kind)).toEqual(['assigned'])
  })

  it('Watch / Unwatch: a member toggles their own watch; members read the list, others nothing', async () => {
    const ws = await team()
    const task = must(await createTask(alice.client, ws.id, { title: 'Look', position: 'a0' }))
    const ref = { id: task.id, workspaceId: ws.id }
    expect(must(await listWatcherIds(bob.client, task.id))).toEqual([alice.id])
    must(await setWatching(bob.client, ref, bob.id, true))
    // Watching twice is no error and no second row.
    must(await setWatching(bob.client, ref, bob.id, true))
    expect(must(await listWatcherIds(carol.client, task.id))).toEqual([alice.id, bob.id])
    must(await setWatching(bob.client, ref, bob.id, false))
    expect(must(await listWatcherIds(bob.client, task.id))).toEqual([alice.id])
    // Unwatching someone else removes nothing; a non-member sees no watchers.
    must(await setWatching(bob.client, ref, alice.id, false))
    expect(await watchers(task.id)).toEqual([alice.id])
    expect(must(await listWatcherIds(stranger.client, task.id))).toEqual([])
  })

  it('due dates: "due tomorrow" and "overdue" once a day to the assignee', async () => {
    const ws = await team()
    const [{ today }] = (await backend.sql<{ today: string }>(
      `select current_date::text as today`,
    )) as [{ today: string }]
    const day = (offset: number) => {
      const d = new Date(`${today}T00:00:00Z`)
      d.setUTCDate(d.getUTCDate() + offset)
      return d.toISOString().slice(0, 10)
    }
    const soon = must(
      await createTask(alice.client, ws.id, {
        title: 'Soon',
        position: 'a0',
        assigneeId: bob.id,
        dueDate: day(1),
      }),
    )
    const late = must(
      await createTask(alice.client, ws.id, {
        title: 'Late',
        position: 'a1',
        assigneeId: bob.id,
        dueDate: day(-1),
      }),
    )
    const closed = must(
      await createTask(alice.client, ws.id, {
        title: 'Closed',
        position: 'a2',
        assigneeId: bob.id,
        dueDate: day(-1),
        status: 'done',
      }),
    )
    await backend.sql('delete from public.notifications where workspace_id = $1', [ws.id])
    await backend.sql('select public.notify_due_dates()')
    await backend.sql('select public.notify_due_dates()')
    expect((await inbox(bob, soon.id)).map((n) => n.kind)).toEqual(['due_soon'])
    expect((await inbox(bob, late.id)).map((n) => n.kind)).toEqual(['overdue'])
    expect(await inbox(bob, closed.id)).toEqual([])
  })
})
