import { startLocalSupabase } from '@teamboard/local-supabase'
import { addComment, createTask, leaveWorkspace } from '@teamboard/supabase/mutations'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, createUsers, type LocalSupabase, type TestUser } from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// Notification mail end to end, with nothing stood in (docs/decisions/notification-delivery.md):
// triggers queue the mails, the Supabase Cron job wakes the `notify` edge function through pg_net
// with the key from Vault, and the function sends through SMTP into the backend's mailbox. The
// batching window is the real two minutes, so every scenario is set up first and the file then
// waits once for the state a person would see: their mail.

let backend: LocalSupabase
let alice: TestUser, bob: TestUser, carol: TestUser, dave: TestUser, erin: TestUser, frank: TestUser
let workspaceName: string

async function until<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('the expected state was not reached')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

async function mailsTo(user: TestUser) {
  return (await backend.mailbox.messages()).filter((m) =>
    m.To.some((to) => to.Address === user.email),
  )
}

async function mailRows(user: TestUser) {
  return backend.sql<{ status: string; cadence: string }>(
    'select status::text, cadence::text from public.notification_mails where user_id = $1 order by created_at',
    [user.id],
  )
}

beforeAll(async () => {
  backend = await startLocalSupabase({ seed: false, quiet: true })
  // What deploying sets on hosted Supabase (README, "Deploying"): where the job calls notify.
  await backend.sql(
    `select vault.create_secret($1, 'notify_url'), vault.create_secret($2, 'notify_key')`,
    [`${backend.url}/functions/v1/notify`, backend.secretKey],
  )
  ;[alice, bob, carol, dave, erin, frank] = await createUsers(backend, [
    'Alice',
    'Bob',
    'Carol',
    'Dave',
    'Erin',
    'Frank',
  ])
}, 90_000)

afterAll(async () => {
  await backend?.stop()
})

describe('notification mail', () => {
  it('assignments, mentions and ten comments in a minute: one mail per person, leavers get none', async () => {
    const ws1 = await createTeam(alice, [
      [bob, 'member'],
      [carol, 'member'],
    ])
    workspaceName = ws1.name
    const task = must(
      await createTask(alice.client, ws1.id, {
        title: 'Ship it',
        position: 'a0',
        assigneeId: bob.id,
      }),
    )
    must(
      await addComment(
        alice.client,
        { id: task.id, workspaceId: ws1.id },
        {
          body: `@[Carol](${carol.id}) can you review?`,
        },
      ),
    )

    const ws2 = await createTeam(alice, [
      [dave, 'member'],
      [erin, 'member'],
      [frank, 'member'],
    ])
    const watched = must(await createTask(alice.client, ws2.id, { title: 'Busy', position: 'a0' }))
    for (const person of [dave, erin, frank]) {
      const watch = await person.client
        .from('watchers')
        .insert({ task_id: watched.id, workspace_id: ws2.id, user_id: person.id })
      expect(watch.error).toBeNull()
      // Comments are a daily digest by default; these three want them at once.
      const pref = await person.client
        .from('notification_preferences')
        .insert({ user_id: person.id, kind: 'commented', delivery: 'instant' })
      expect(pref.error).toBeNull()
    }
    for (let n = 1; n <= 10; n++) {
      must(
        await addComment(
          alice.client,
          { id: watched.id, workspaceId: ws2.id },
          { body: `Update ${n}` },
        ),
      )
      if (n === 5) must(await leaveWorkspace(frank.client, ws2.id))
    }

    // Every mail settles (Frank's went when he left), then the mailbox is read.
    await until(async () => {
      const rows = await backend.sql<{ open: number }>(
        `select count(*)::int as open from public.notification_mails
         where cadence = 'instant' and status not in ('sent', 'dropped')`,
      )
      return rows[0]!.open === 0 ? true : undefined
    }, 200_000)

    const [toBob] = await mailsTo(bob)
    expect((await mailsTo(bob)).length).toBe(1)
    expect(toBob!.Subject).toBe(`Alice assigned you: TEAM-1 Ship it (${ws1.name})`)
    expect((await mailsTo(carol)).map((m) => m.Subject)).toEqual([
      `Alice mentioned you: TEAM-1 Ship it (${ws1.name})`,
    ])
    for (const person of [dave, erin]) {
      const mails = await mailsTo(person)
      expect(mails.length).toBe(1)
      expect(mails[0]!.Subject).toBe(`10 updates in ${ws2.name}`)
      for (let n = 1; n <= 10; n++) expect(mails[0]!.Text).toContain(`“Update ${n}”`)
    }
    expect(await mailsTo(frank)).toEqual([])
    expect(await mailRows(frank)).toEqual([])
  }, 300_000)

  it('the mail names the workspace, links the task, and carries one-click unsubscribe', async () => {
    const mail = (await mailsTo(bob))[0]!
    expect(mail.MessageID).toMatch(/^[0-9a-f-]{36}@teamboard$/)
    expect(mail.HTML).toContain(`New in ${workspaceName}`)
    expect(mail.HTML).toMatch(/href="http:\/\/localhost:3000\/w\/team-[^/]+\/tasks\/1"/)
    expect(mail.Text).toContain('http://localhost:3000/inbox')
    expect(mail.Raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\/one-click\?token=[0-9a-f.]+>/m,
    )
    expect(mail.Raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
  })

  it('unsubscribing signed out turns that kind off: the next assignment sends nothing', async () => {
    const mail = (await mailsTo(bob))[0]!
    const token = /unsubscribe\?token=([0-9a-f.]+)/.exec(mail.Text)![1]!
    const anon = anonClient(backend)
    const forged = await anon.rpc('unsubscribe_notifications', { token: `${token}00` })
    expect(forged.error?.hint).toBe('link_invalid')
    const done = await anon.rpc('unsubscribe_notifications', { token })
    expect(done.error).toBeNull()
    expect(done.data).toEqual(['assigned'])

    const [ws] = await backend.sql<{ workspace_id: string }>(
      'select workspace_id from public.notifications where user_id = $1 limit 1',
      [bob.id],
    )
    must(
      await createTask(alice.client, ws!.workspace_id, {
        title: 'Another',
        position: 'a1',
        assigneeId: bob.id,
      }),
    )
    // Still in Bob's inbox, but no mail is queued for it.
    const latest = await backend.sql<{ kind: string; mail_id: string | null }>(
      `select kind::text, mail_id from public.notifications where user_id = $1 order by created_at desc limit 1`,
      [bob.id],
    )
    expect(latest).toEqual([{ kind: 'assigned', mail_id: null }])
    expect((await mailRows(bob)).filter((row) => row.cadence === 'instant')).toEqual([
      { status: 'sent', cadence: 'instant' },
    ])
  })
})
