import { startLocalSupabase } from '@teamboard/local-supabase'
import { addComment, createTask } from '@teamboard/supabase/mutations'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUsers, type LocalSupabase, type TestUser } from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// The daily digest end to end (docs/decisions/notification-delivery.md): comments on a watched
// task, at the default cadence for comments, gather in one digest mail due at the next 07:00 UTC.
// Waiting for 07:00 is the one thing stood in: the test moves the mail's `send_after` to now, as
// the clock would; the Cron job, pg_net, the `notify` function and SMTP then run for real.

let backend: LocalSupabase
let alice: TestUser, bob: TestUser, carol: TestUser

beforeAll(async () => {
  backend = await startLocalSupabase({ seed: false, quiet: true })
  // What deploying sets on hosted Supabase (README, "Deploying"): where the job calls notify.
  await backend.sql(
    `select vault.create_secret($1, 'notify_url'), vault.create_secret($2, 'notify_key')`,
    [`${backend.url}/functions/v1/notify`, backend.secretKey],
  )
  ;[alice, bob, carol] = await createUsers(backend, ['Alice', 'Bob', 'Carol'])
}, 90_000)

afterAll(async () => {
  await backend?.stop()
})

async function mailsTo(user: TestUser) {
  return (await backend.mailbox.messages()).filter((m) =>
    m.To.some((to) => to.Address === user.email),
  )
}

async function digestRows(user: TestUser) {
  return backend.sql<{ id: string; status: string; due: boolean; at_seven: boolean }>(
    `select id, status::text,
            send_after > now() as due,
            send_after = (date_trunc('day', now() at time zone 'UTC') + interval '1 day 7 hours') at time zone 'UTC' as at_seven
     from public.notification_mails where user_id = $1 and cadence = 'digest' order by created_at`,
    [user.id],
  )
}

describe('daily digest mail', () => {
  it('several comments on a watched task become one digest at 07:00 UTC, with each of them', async () => {
    const ws = await createTeam(alice, [
      [bob, 'member'],
      [carol, 'member'],
    ])
    const task = must(
      await createTask(alice.client, ws.id, { title: 'Launch plan', position: 'a0' }),
    )
    const ref = { id: task.id, workspaceId: ws.id }
    // Bob comments, so he watches; comments are a daily digest by default.
    must(await addComment(bob.client, ref, { body: 'I will take the copy.' }))
    must(
      await addComment(alice.client, ref, {
        body: `Draft one is up, @[Carol](${carol.id}) please check.`,
      }),
    )
    must(await addComment(carol.client, ref, { body: `Looks good, @[Bob](${bob.id}) too?` }))
    must(await addComment(alice.client, ref, { body: 'Final numbers are in.' }))

    // One digest for Bob, holding the three comments he did not write, due at the next 07:00 UTC;
    // nothing is sent before then.
    const rows = await digestRows(bob)
    expect(rows.map(({ status, due, at_seven }) => ({ status, due, at_seven }))).toEqual([
      { status: 'pending', due: true, at_seven: true },
    ])
    const batched = await backend.sql<{ kind: string }>(
      'select kind::text from public.notifications where mail_id = $1 order by created_at',
      [rows[0]!.id],
    )
    // Carol's comment mentions Bob: that one is "mentioned", sent at once on its own.
    expect(batched.map((n) => n.kind)).toEqual(['commented', 'commented'])

    await backend.sql(`update public.notification_mails set send_after = now() where id = $1`, [
      rows[0]!.id,
    ])
    const deadline = Date.now() + 120_000
    for (;;) {
      const [row] = await digestRows(bob)
      if (row!.status === 'sent') break
      if (Date.now() > deadline) throw new Error(`the digest is still ${row!.status}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }

    const digests = (await mailsTo(bob)).filter((m) => m.Subject.includes('updates in'))
    expect(digests.length).toBe(1)
    const mail = digests[0]!
    expect(mail.Subject).toBe(`2 updates in ${ws.name}`)
    expect(mail.MessageID).toBe(`${rows[0]!.id}@teamboard`)
    expect(mail.Text).toContain(`Your daily summary for ${ws.name} on Teamboard`)
    expect(mail.Text).toContain('Alice commented: TEAM-1 Launch plan')
    // A mention reads as @Name in mail, never as its stored token.
    expect(mail.Text).toContain('“Draft one is up, @Carol please check.”')
    expect(mail.Text + mail.HTML).not.toContain('@[')
    expect(mail.Text).toContain('“Final numbers are in.”')
    // His own comment and the mention (its own mail) are not in the digest.
    expect(mail.Text).not.toContain('I will take the copy.')
    expect(mail.Text).not.toContain('Looks good')
    expect(mail.HTML).toContain(`Your daily summary for ${ws.name}`)
    expect(mail.HTML).toMatch(/href="http:\/\/localhost:3000\/w\/team-[^/]+\/tasks\/1"/)
    expect(mail.Raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\/one-click\?token=[0-9a-f.]+>/m,
    )
  }, 200_000)
})
