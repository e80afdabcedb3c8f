import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import { anonClient, APP_URL, follow, linkFor, startTestBackend, uniqueEmail } from './backend.ts'

// GoTrue's POST /resend (type signup): a new confirmation email once `max_frequency` (1s in the
// fixture config) has passed since the last one, 429 within it, nothing for unknown or confirmed
// addresses. @supabase/lite 0.10 answered 429 forever after the sign-up's email and sent nothing.
let backend: LocalSupabase
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.stop())

async function signUp(email: string) {
  const { error } = await anonClient(backend).auth.signUp({ email, password: 'correct-horse-1' })
  expect(error).toBeNull()
  expect(await backend.mailbox.latestTo(email)).toBeDefined()
}

/** Puts the last confirmation email `seconds` from now (negative: in the past). */
async function lastSentIn(email: string, seconds: number) {
  await backend.sql(
    `update auth.users set confirmation_sent_at = now() + make_interval(secs => $2) where email = $1`,
    [email, seconds],
  )
}

const mailsTo = async (email: string) =>
  (await backend.mailbox.messages()).filter((m) => m.To.some((a) => a.Address === email)).length

describe('resend a sign-up confirmation', () => {
  it('refuses within max_frequency, then sends a new link that confirms the address', async () => {
    const email = uniqueEmail('resend')
    await signUp(email)
    const client = anonClient(backend)

    await lastSentIn(email, 30)
    const early = await client.auth.resend({ type: 'signup', email })
    expect(early.error?.code).toBe('over_email_send_rate_limit')
    expect(early.error?.status).toBe(429)
    expect(await mailsTo(email)).toBe(1)

    await lastSentIn(email, -2)
    const first = await linkFor(backend, email)
    const again = await client.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: `${APP_URL}/welcome` },
    })
    expect(again.error).toBeNull()
    expect(await mailsTo(email)).toBe(2)
    const message = await backend.mailbox.latestTo(email)
    expect(message?.Subject).toMatch(/confirm/i)
    const link = await linkFor(backend, email)
    expect(link.searchParams.get('token')).not.toBe(first.searchParams.get('token'))
    expect(link.searchParams.get('redirect_to')).toBe(`${APP_URL}/welcome`)

    const landing = await follow(link)
    expect(`${landing.origin}${landing.pathname}`).toBe(`${APP_URL}/welcome`)
    expect(new URLSearchParams(landing.hash.slice(1)).get('access_token')).toBeTruthy()
    const [user] = await backend.sql<{ confirmed: boolean }>(
      'select email_confirmed_at is not null as confirmed from auth.users where email = $1',
      [email],
    )
    expect(user?.confirmed).toBe(true)
  })

  it('answers 200 and sends nothing for an unknown or a confirmed address', async () => {
    const client = anonClient(backend)
    const unknown = uniqueEmail('nobody')
    expect((await client.auth.resend({ type: 'signup', email: unknown })).error).toBeNull()
    expect(await mailsTo(unknown)).toBe(0)

    const confirmed = uniqueEmail('confirmed')
    await backend.serviceClient.auth.admin.createUser({
      email: confirmed,
      password: 'correct-horse-1',
      email_confirm: true,
    })
    expect((await client.auth.resend({ type: 'signup', email: confirmed })).error).toBeNull()
    expect(await mailsTo(confirmed)).toBe(0)
  })
})
