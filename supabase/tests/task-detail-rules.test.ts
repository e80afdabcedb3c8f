import {
  addComment,
  changeMemberRole,
  createTask,
  deleteAccount,
  deleteAttachment,
  editComment,
  leaveWorkspace,
  transferOwnership,
  updateTask,
  uploadAttachment,
} from '@teamboard/supabase/mutations'
import { getTaskDetail, listTaskPeople } from '@teamboard/supabase/queries'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  anonClient,
  createUser,
  createUsers,
  type LocalSupabase,
  serviceClient,
  startBackend,
  type TestUser,
} from './support/backend.ts'
import { createTeam, join, must } from './support/team.ts'

// Comments, attachments and activity beyond the matrix: columns no client may write, what the
// triggers keep true on every path, names that outlive membership, and accounts that go away
// (docs/states.md). Refusals arrive as catalogue codes; rows are re-read as the superuser.

let backend: LocalSupabase
let owner: TestUser
let member: TestUser
let outsider: TestUser

beforeAll(async () => {
  backend = await startBackend()
  ;[owner, member, outsider] = await createUsers(backend, ['Owner', 'Member', 'Outsider'])
}, 60_000)

afterAll(async () => {
  await backend?.stop()
})

async function taskIn(user: TestUser, others: TestUser[] = []) {
  const workspace = await createTeam(
    user,
    others.map((other) => [other, 'member'] as [TestUser, 'member']),
  )
  const task = must(await createTask(user.client, workspace.id, { title: 'T', position: 'a0' }))
  return { workspace, task, ref: { id: task.id, workspaceId: workspace.id } }
}

const row = async (table: string, id: string) =>
  (
    await backend.sql<Record<string, unknown>>(`select * from public.${table} where id = $1`, [id])
  )[0]

describe('columns and rows a client may not write', () => {
  it('comments: the author changes only the body; author, task, workspace and times are refused', async () => {
    const { ref, workspace } = await taskIn(owner, [member])
    const other = await taskIn(owner)
    const comment = must(await addComment(member.client, ref, { body: 'Hi' }))
    const before = await row('comments', comment.id)
    for (const change of [
      { author_id: owner.id },
      { task_id: other.task.id },
      { workspace_id: other.workspace.id },
      { created_at: '2000-01-01T00:00:00+00:00' },
      { edited_at: null },
    ]) {
      const { error } = await member.client.from('comments').update(change).eq('id', comment.id)
      expect([change, error?.code]).toEqual([change, '42501'])
    }
    expect(await row('comments', comment.id)).toEqual(before)
    expect(workspace.id).toBe(ref.workspaceId)
  })

  it('comments: a new comment is the caller’s, in its task’s workspace, whatever the client sends', async () => {
    const { ref } = await taskIn(owner, [member])
    const other = await taskIn(member)
    const forged = await member.client
      .from('comments')
      .insert({
        task_id: ref.id,
        workspace_id: other.workspace.id,
        body: 'Hi',
        author_id: owner.id,
      })
      .select()
    expect(forged.error?.code).toBe('42501')
    const comment = must(
      await addComment(
        member.client,
        { id: ref.id, workspaceId: other.workspace.id },
        { body: 'Hi' },
      ),
    )
    expect(await row('comments', comment.id)).toMatchObject({
      author_id: member.id,
      workspace_id: ref.workspaceId,
      edited_at: null,
    })
    // Not a member of the task's workspace: no comment.
    const stranger = await addComment(outsider.client, ref, { body: 'Hello?' })
    expect(stranger.error?.code).toBe('forbidden')
  })

  it('comments: editing marks the comment edited; someone else’s is forbidden; bad bodies are invalid_input', async () => {
    const { ref } = await taskIn(owner, [member])
    const comment = must(await addComment(member.client, ref, { body: 'First' }))
    const edited = must(await editComment(member.client, comment.id, { body: 'Second' }))
    expect(edited.body).toBe('Second')
    expect(edited.edited_at).not.toBeNull()
    expect((await editComment(owner.client, comment.id, { body: 'Owner' })).error?.code).toBe(
      'forbidden',
    )
    expect((await editComment(outsider.client, comment.id, { body: 'X' })).error?.code).toBe(
      'not_found',
    )
    for (const body of ['   ', 'x'.repeat(5001)])
      expect((await addComment(member.client, ref, { body })).error?.code).toBe('invalid_input')
    expect((await row('comments', comment.id))?.body).toBe('Second')
  })

  it('attachments: nothing about an attachment can be changed, even by its uploader', async () => {
    const { ref } = await taskIn(owner)
    const attachment = must(
      await uploadAttachment(owner.client, ref, new Blob(['x'], { type: 'text/plain' }), 'x.txt'),
    )
    const before = await row('attachments', attachment.id)
    for (const change of [
      { file_name: 'y.txt' },
      { object_path: 'elsewhere' },
      { size_bytes: 1 },
    ]) {
      const { error } = await owner.client
        .from('attachments')
        .update(change)
        .eq('id', attachment.id)
      expect([change, error?.code]).toEqual([change, '42501'])
    }
    expect(await row('attachments', attachment.id)).toEqual(before)
  })

  it('activity: no client role inserts, changes or deletes a row', async () => {
    const { ref } = await taskIn(owner)
    const [activity] = await backend.sql<{ id: string }>(
      'select id from public.activity where task_id = $1',
      [ref.id],
    )
    const before = await backend.sql('select * from public.activity order by id')
    for (const client of [owner.client, anonClient(backend)]) {
      const inserted = await client
        .from('activity')
        .insert({ workspace_id: ref.workspaceId, task_id: ref.id, kind: 'title_changed' })
      const updated = await client.from('activity').update({ data: {} }).eq('id', activity!.id)
      const deleted = await client.from('activity').delete().eq('id', activity!.id)
      expect([inserted.error?.code, updated.error?.code, deleted.error?.code]).toEqual([
        '42501',
        '42501',
        '42501',
      ])
    }
    expect(await backend.sql('select * from public.activity order by id')).toEqual(before)
  })
})

describe('the timeline', () => {
  it('records attachments added and removed, and shows names after the person left', async () => {
    // People of their own, so no other workspace keeps them co-members.
    const [owner, member] = await createUsers(backend, ['Owner', 'Member'])
    const { ref, workspace } = await taskIn(owner, [member])
    must(await updateTask(member.client, ref.id, { assigneeId: member.id }))
    must(await addComment(member.client, ref, { body: 'Done soon' }))
    const attachment = must(
      await uploadAttachment(member.client, ref, new Blob(['x'], { type: 'text/plain' }), 'x.txt'),
    )
    must(await deleteAttachment(owner.client, attachment.id))
    must(await leaveWorkspace(member.client, workspace.id))

    const detail = must(await getTaskDetail(owner.client, workspace.id, 1))
    expect(detail.activity.map((a) => a.kind)).toEqual([
      'task_created',
      'assigned',
      'attachment_added',
      'attachment_removed',
      'assigned',
    ])
    expect(detail.comments.map((c) => [c.body, c.author_id])).toEqual([['Done soon', member.id]])
    // The owner can no longer read the member's profile directly, but the timeline names them.
    expect((await owner.client.from('profiles').select('id').eq('id', member.id)).data).toEqual([])
    expect(detail.people[member.id]?.display_name).toBe('Member')
    expect(detail.people[owner.id]?.display_name).toBe('Owner')
    expect((await listTaskPeople(outsider.client, ref.id)).data).toEqual({})
    expect((await getTaskDetail(outsider.client, workspace.id, 1)).error?.code).toBe('not_found')
  })
})

describe('accounts that go away', () => {
  it('a sole owner of a workspace with other members is refused (last_owner) until they transfer', async () => {
    const leaving = await createUser(backend, 'Leaving')
    const stays = await createUser(backend, 'Stays')
    const { workspace, ref } = await taskIn(leaving, [stays])
    const comment = must(await addComment(leaving.client, ref, { body: 'My words stay' }))

    const refused = await deleteAccount(leaving.client, serviceClient(backend))
    expect(refused.error?.code).toBe('last_owner')
    // Nor can the admin API delete them behind the app's back.
    const direct = await backend.serviceClient.auth.admin.deleteUser(leaving.id)
    expect(direct.error).not.toBeNull()
    expect(await backend.sql('select 1 from auth.users where id = $1', [leaving.id])).toHaveLength(
      1,
    )

    must(await transferOwnership(leaving.client, workspace.id, stays.id))
    const done = must(await deleteAccount(leaving.client, serviceClient(backend)))
    expect(done.deletedWorkspaceIds).toEqual([])
    expect(await backend.sql('select 1 from auth.users where id = $1', [leaving.id])).toEqual([])
    // Their comment and activity stay, with no author: "Deleted user".
    expect(await row('comments', comment.id)).toMatchObject({
      body: 'My words stay',
      author_id: null,
    })
    const detail = must(await getTaskDetail(stays.client, workspace.id, 1))
    expect(detail.activity[0]?.actor_id).toBeNull()
    expect(detail.people[leaving.id]).toBeUndefined()
  })

  it('without a session nothing is deleted', async () => {
    const users = await backend.sql('select count(*)::int as n from auth.users')
    const refused = await deleteAccount(anonClient(backend), serviceClient(backend))
    expect(refused.error?.code).toBe('forbidden')
    expect(await backend.sql('select count(*)::int as n from auth.users')).toEqual(users)
  })

  it('a workspace they are alone in goes with the account, stored objects and all', async () => {
    const alone = await createUser(backend, 'Alone')
    const { workspace, ref } = await taskIn(alone)
    must(
      await uploadAttachment(alone.client, ref, new Blob(['x'], { type: 'text/plain' }), 'x.txt'),
    )
    const avatar = await alone.client.storage
      .from('avatars')
      .upload(`${alone.id}/avatar.png`, new Uint8Array([1, 2, 3]), { contentType: 'image/png' })
    expect(avatar.error).toBeNull()

    const done = must(await deleteAccount(alone.client, serviceClient(backend)))
    expect(done.deletedWorkspaceIds).toEqual([workspace.id])
    expect(
      await backend.sql('select 1 from public.workspaces where id = $1', [workspace.id]),
    ).toEqual([])
    const objects = await backend.sql(
      `select name from storage.objects where name like $1 or name like $2`,
      [`${workspace.id}/%`, `${alone.id}/%`],
    )
    expect(objects).toEqual([])
  })

  it('an owner with a co-owner, or a plain member, can go; the workspace stays', async () => {
    const first = await createUser(backend, 'First')
    const second = await createUser(backend, 'Second')
    const plain = await createUser(backend, 'Plain')
    const workspace = await createTeam(first)
    await join(first, workspace.id, second, 'member')
    await join(first, workspace.id, plain, 'member')
    must(await transferOwnership(first.client, workspace.id, second.id))
    must(await changeMemberRole(second.client, workspace.id, first.id, 'owner'))
    must(await deleteAccount(plain.client, serviceClient(backend)))
    must(await deleteAccount(first.client, serviceClient(backend)))
    const left = await backend.sql<{ role: string }>(
      'select role::text from public.workspace_members where workspace_id = $1',
      [workspace.id],
    )
    expect(left).toEqual([{ role: 'owner' }])
  })
})
