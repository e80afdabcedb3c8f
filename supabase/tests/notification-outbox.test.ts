import { createTask } from '@teamboard/supabase/mutations'
import { describe, expect, it } from 'vitest'
import {
  anonClient,
  type LocalSupabase,
  serviceClient,
  type TestUser,
  useBackend,
} from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// The outbox's rules (supabase/migrations/…_notification_delivery.sql) without the sender: when a
// mail falls due, how a failure is retried with back-off and when it is final, a stopped sender's
// lease, and that only the secret key drives it.

let backend: LocalSupabase
let alice: TestUser
let bob: TestUser
useBackend(['Alice', 'Bob'] as const, (b, users) => {
  backend = b
  ;[alice, bob] = users
})

async function queuedMail(): Promise<string> {
  const ws = await createTeam(alice, [[bob, 'member']])
  must(await createTask(alice.client, ws.id, { title: 'T', position: 'a0', assigneeId: bob.id }))
  const [mail] = await backend.sql<{ id: string }>(
    `select id from public.notification_mails where workspace_id = $1 and user_id = $2`,
    [ws.id, bob.id],
  )
  return mail!.id
}

const row = async (id: string) =>
  (
    await backend.sql<{
      status: string
      attempts: number
      delay: number
      last_error: string | null
    }>(
      `select status::text, attempts, round(extract(epoch from next_attempt_at - now()))::int as delay, last_error
       from public.notification_mails where id = $1`,
      [id],
    )
  )[0]!

async function claim(): Promise<string[]> {
  const { data, error } = await serviceClient(backend).rpc('claim_notification_mails', {
    batch_size: 50,
  })
  if (error) throw error
  return (data as { id: string }[]).map((mail) => mail.id)
}

describe('notification outbox', () => {
  it('an instant mail falls due two minutes after its first event', async () => {
    const id = await queuedMail()
    const [{ wait }] = (await backend.sql<{ wait: number }>(
      `select round(extract(epoch from send_after - created_at))::int as wait from public.notification_mails where id = $1`,
      [id],
    )) as [{ wait: number }]
    expect(wait).toBe(120)
    expect(await claim()).not.toContain(id)
    await backend.sql('update public.notification_mails set send_after = now() where id = $1', [id])
    expect(await claim()).toEqual([id])
    // Claimed once: a second sender does not get it while the lease holds.
    expect(await claim()).not.toContain(id)
  })

  it('a failure is retried after 30 s, 1, 2 and 4 minutes; the fifth is final and keeps its error', async () => {
    const id = await queuedMail()
    const delays: number[] = []
    for (let attempt = 1; attempt <= 5; attempt++) {
      await backend.sql(
        'update public.notification_mails set send_after = now(), next_attempt_at = now() where id = $1',
        [id],
      )
      expect(await claim()).toContain(id)
      const settled = await serviceClient(backend).rpc('settle_notification_mail', {
        mail_id: id,
        outcome: 'failed',
        error: `550 mailbox unavailable (${attempt})`,
      })
      expect(settled.error).toBeNull()
      const state = await row(id)
      expect(state.attempts).toBe(attempt)
      if (attempt < 5) delays.push(state.delay)
      expect(state.status).toBe(attempt < 5 ? 'pending' : 'failed')
    }
    expect(delays).toEqual([30, 60, 120, 240])
    expect((await row(id)).last_error).toBe('550 mailbox unavailable (5)')
    await backend.sql(
      'update public.notification_mails set next_attempt_at = now() where id = $1',
      [id],
    )
    expect(await claim()).not.toContain(id)
  })

  it("a stopped sender's mail is claimed again once its lease has run out", async () => {
    const id = await queuedMail()
    await backend.sql('update public.notification_mails set send_after = now() where id = $1', [id])
    expect(await claim()).toContain(id)
    await backend.sql(
      `update public.notification_mails set lease_until = now() - interval '1 second' where id = $1`,
      [id],
    )
    expect(await claim()).toEqual([id])
    expect((await row(id)).attempts).toBe(2)
  })

  it('only the secret key claims, reads or settles mail; nobody reads the outbox through the API', async () => {
    const id = await queuedMail()
    for (const client of [anonClient(backend), bob.client]) {
      const claimed = await client.rpc('claim_notification_mails', {})
      expect(claimed.data ?? []).toEqual([])
      expect(claimed.error).not.toBeNull()
      expect((await client.rpc('notification_mail_content', { mail_id: id })).error).not.toBeNull()
      expect(
        (await client.rpc('settle_notification_mail', { mail_id: id, outcome: 'sent' })).error,
      ).not.toBeNull()
      const read = await client.from('notification_mails').select('*')
      expect(read.data ?? []).toEqual([])
    }
    expect((await row(id)).status).toBe('pending')
  })
})
