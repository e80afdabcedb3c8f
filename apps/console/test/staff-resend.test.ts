import { startLocalSupabase, type LocalSupabase } from '@teamboard/local-supabase'
import { anonClient, TEST_PASSWORD, uniqueEmail } from '@teamboard/local-supabase/testing'
import { errorCatalogue } from '@teamboard/supabase/errors'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { auditRows, callStaff, staffMember, type Person } from './harness.ts'

// "Resend confirmation" for someone who signed up in the app (the sign-up sent the first email),
// with hosted Supabase Auth's rule: no new email within `[auth.email] max_frequency` of the last.
let backend: LocalSupabase
let staff: Person

beforeAll(async () => {
  backend = await startLocalSupabase({ seed: false, realtime: false, quiet: true })
  staff = await staffMember(backend)
}, 120_000)

afterAll(async () => {
  await backend?.stop()
})

const confirmations = async (email: string) =>
  (await backend.mailbox.messages()).filter(
    (m) => m.To.some((to) => to.Address === email) && /confirm/i.test(m.Subject),
  ).length

/** Dates the last confirmation email `seconds` from now (negative: in the past). */
async function lastSentIn(email: string, seconds: number) {
  await backend.sql(
    'update auth.users set confirmation_sent_at = now() + make_interval(secs => $2) where email = $1',
    [email, seconds],
  )
}

it('resends to an app sign-up once max_frequency has passed, and says rate_limited within it', async () => {
  const email = uniqueEmail('signup')
  const signUp = await anonClient(backend).auth.signUp({
    email,
    password: TEST_PASSWORD,
    options: { data: { display_name: 'Ivy' } },
  })
  expect(signUp.error).toBeNull()
  expect(await confirmations(email)).toBe(1)
  const [user] = await backend.sql<{ id: string }>('select id from auth.users where email = $1', [
    email,
  ])
  const resend = { op: 'act', action: 'resend_confirmation', userId: user!.id, reason: 'ticket 10' }

  // max_frequency is 1 s here (supabase/config.toml), too short to land inside reliably on a
  // loaded machine: the sign-up's email is dated ahead so that the call falls within the window.
  await lastSentIn(email, 30)
  expect(await callStaff(staff, resend)).toEqual({
    status: 429,
    body: { code: 'rate_limited', message: errorCatalogue.rate_limited },
  })
  expect(await confirmations(email)).toBe(1)
  expect((await auditRows(backend)).at(-1)).toMatchObject({
    action: 'resend_confirmation',
    outcome: 'failed',
  })

  await lastSentIn(email, -2)
  expect((await callStaff(staff, resend)).status).toBe(200)
  expect(await confirmations(email)).toBe(2)
  expect((await auditRows(backend)).at(-1)).toMatchObject({
    action: 'resend_confirmation',
    target_id: user!.id,
    outcome: 'done',
  })
})
