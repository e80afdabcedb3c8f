import { execFileSync } from 'node:child_process'
import { startLocalSupabase } from '@teamboard/local-supabase'
import { createTask } from '@teamboard/supabase/mutations'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createUsers, type LocalSupabase, type TestUser } from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// The sender is stopped in the middle of a batch and started again: every mail arrives, none
// twice (docs/decisions/notification-delivery.md). The stop is the edge runtime's own: SIGTERM
// to the worker, which the runtime announces as `beforeunload`; the next cron run boots a new one.

const PEOPLE = 24
let backend: LocalSupabase
let alice: TestUser
let team: TestUser[]

async function until<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('the expected state was not reached')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** The Deno process serving `notify`: a child of this process (the backend runs in it). */
function notifyWorkerPid(): number | undefined {
  const listing = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  })
  const line = listing.split('\n').find((row) => row.includes('local-supabase-fn-notify-'))
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined
}

async function notificationMails() {
  return (await backend.mailbox.messages()).filter((m) => m.MessageID.endsWith('@teamboard'))
}

beforeAll(async () => {
  backend = await startLocalSupabase({ seed: false, quiet: true })
  await backend.sql(
    `select vault.create_secret($1, 'notify_url'), vault.create_secret($2, 'notify_key')`,
    [`${backend.url}/functions/v1/notify`, backend.secretKey],
  )
  const names = ['Alice', ...Array.from({ length: PEOPLE }, (_, i) => `Person ${i + 1}`)] as const
  ;[alice, ...team] = await createUsers(backend, names)
}, 120_000)

afterAll(async () => {
  await backend?.stop()
})

it('a sender stopped mid-batch and started again delivers every mail exactly once', async () => {
  const ws = await createTeam(
    alice,
    team.map((person) => [person, 'member'] as [TestUser, 'member']),
  )
  for (const [i, person] of team.entries())
    must(
      await createTask(alice.client, ws.id, {
        title: `Task ${i + 1}`,
        position: `a${'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[i]}`,
        assigneeId: person.id,
      }),
    )
  // The two-minute batching window is not what this test is about: the mails fall due now.
  await backend.sql(
    `update public.notification_mails set send_after = now() where cadence = 'instant'`,
  )

  // The sender is stopped as soon as it has sent a few: in the middle of the batch.
  await until(async () => ((await notificationMails()).length >= 3 ? true : undefined), 60_000)
  const pid = notifyWorkerPid()
  expect(pid).toBeDefined()
  process.kill(pid!, 'SIGTERM')
  const atStop = (await notificationMails()).length
  expect(atStop).toBeLessThan(PEOPLE)

  // The next cron run starts a new worker, which sends the rest.
  await until(async () => {
    const [row] = await backend.sql<{ open: number }>(
      `select count(*)::int as open from public.notification_mails where cadence = 'instant' and status <> 'sent'`,
    )
    return row!.open === 0 ? true : undefined
  }, 120_000)
  expect(notifyWorkerPid()).not.toBe(pid)
  const mails = await notificationMails()
  expect(new Set(mails.map((m) => m.MessageID)).size).toBe(PEOPLE)
  for (const person of team)
    expect(mails.filter((m) => m.To.some((to) => to.Address === person.email)).length).toBe(1)
}, 240_000)
