import { createServerClient } from '@supabase/ssr'
import type { AuthChangeEvent } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import {
  anonClient,
  APP_URL,
  follow,
  linkFor,
  signedInClient,
  startTestBackend,
  uniqueEmail,
} from './backend.ts'

let backend: LocalSupabase
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.stop())

/** A @supabase/ssr server client over an in-memory cookie jar, as a Next.js route handler has. */
function ssrClient() {
  const jar = new Map<string, string>()
  const client = createServerClient(backend.url, backend.publishableKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) =>
        cookies.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  })
  return { client, jar }
}

describe('email sign-up', () => {
  it('confirms through the emailed link and a PKCE code exchange (@supabase/ssr)', async () => {
    const email = uniqueEmail('signup')
    const { client, jar } = ssrClient()
    const signUp = await client.auth.signUp({
      email,
      password: 'correct-horse-1',
      options: { emailRedirectTo: `${APP_URL}/auth/callback` },
    })
    expect(signUp.error).toBeNull()
    expect(signUp.data.session).toBeNull()
    expect([...jar.keys()].some((name) => name.endsWith('-code-verifier'))).toBe(true)

    const blocked = await anonClient(backend).auth.signInWithPassword({
      email,
      password: 'correct-horse-1',
    })
    expect(blocked.error?.code).toBe('email_not_confirmed')

    const message = await backend.mailbox.latestTo(email)
    expect(message?.Subject).toMatch(/confirm/i)
    const link = await linkFor(backend, email)
    expect(link.origin).toBe(backend.url)
    const landing = await follow(link)
    expect(`${landing.origin}${landing.pathname}`).toBe(`${APP_URL}/auth/callback`)
    const code = landing.searchParams.get('code')
    expect(code).toBeTruthy()

    const exchanged = await client.auth.exchangeCodeForSession(code ?? '')
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user?.email).toBe(email)
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy()
    const { data } = await client.auth.getUser()
    expect(data.user?.email).toBe(email)

    const replay = await ssrClient().client.auth.exchangeCodeForSession(code ?? '')
    expect(replay.error).not.toBeNull()
    const reused = await follow(link)
    expect(reused.searchParams.get('error_code')).toBe('otp_expired')
  })

  it('rejects a reused confirmation link with the GoTrue error in the redirect', async () => {
    const email = uniqueEmail('reuse')
    await anonClient(backend).auth.signUp({ email, password: 'correct-horse-1' })
    const link = await linkFor(backend, email)
    const first = await follow(link)
    expect(first.hash).toContain('access_token=')
    const second = await follow(link)
    expect(new URLSearchParams(second.hash.slice(1)).get('error_code')).toBe('otp_expired')
  })
})

describe('12.4 sign-up does not reveal existing accounts', () => {
  it('an address with an account gets the answer a new one gets, and no email', async () => {
    const existing = await signedInClient(backend)
    const fresh = uniqueEmail('fresh')
    const known = await anonClient(backend).auth.signUp({
      email: existing.email,
      password: 'another-pass-9',
      options: { data: { display_name: 'Probe' } },
    })
    const unknown = await anonClient(backend).auth.signUp({
      email: fresh,
      password: 'another-pass-9',
      options: { data: { display_name: 'Probe' } },
    })
    expect(known.error).toBeNull()
    expect(unknown.error).toBeNull()
    expect(known.data.session).toBeNull()
    expect(Object.keys(known.data.user ?? {}).sort()).toEqual(
      Object.keys(unknown.data.user ?? {}).sort(),
    )
    // GoTrue's obfuscated user: not the account's id, no identities.
    expect(known.data.user?.id).not.toBe(existing.user.id)
    expect(known.data.user?.identities).toEqual([])
    expect(await backend.mailbox.latestTo(fresh)).toBeDefined()
    expect(await backend.mailbox.latestTo(existing.email)).toBeUndefined()
    // The account itself is untouched: the old password still signs in.
    const signIn = await anonClient(backend).auth.signInWithPassword({
      email: existing.email,
      password: existing.password,
    })
    expect(signIn.error).toBeNull()
  })
})

describe('magic link', () => {
  it('signs an existing user in through the link (PKCE) and through verifyOtp with the token hash', async () => {
    const email = uniqueEmail('magic')
    await backend.serviceClient.auth.admin.createUser({
      email,
      password: 'correct-horse-1',
      email_confirm: true,
    })
    const { client } = ssrClient()
    expect(
      (
        await client.auth.signInWithOtp({
          email,
          options: { emailRedirectTo: `${APP_URL}/auth/callback`, shouldCreateUser: false },
        })
      ).error,
    ).toBeNull()
    const landing = await follow(await linkFor(backend, email))
    const exchanged = await client.auth.exchangeCodeForSession(
      landing.searchParams.get('code') ?? '',
    )
    expect(exchanged.data.session?.user.email).toBe(email)

    await new Promise((resolve) => setTimeout(resolve, 1100))
    const implicit = anonClient(backend)
    expect(
      (await implicit.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
    ).toBeNull()
    const tokenHash = (await linkFor(backend, email)).searchParams.get('token') ?? ''
    const verified = await implicit.auth.verifyOtp({ token_hash: tokenHash, type: 'email' })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.user.email).toBe(email)
  })
})

describe('password recovery', () => {
  it('emits PASSWORD_RECOVERY after the code exchange, then lets the user set a new password', async () => {
    const email = uniqueEmail('recover')
    await backend.serviceClient.auth.admin.createUser({
      email,
      password: 'old-password-1',
      email_confirm: true,
    })
    const { client } = ssrClient()
    const events: AuthChangeEvent[] = []
    client.auth.onAuthStateChange((event) => void events.push(event))
    expect(
      (await client.auth.resetPasswordForEmail(email, { redirectTo: `${APP_URL}/update-password` }))
        .error,
    ).toBeNull()

    const landing = await follow(await linkFor(backend, email))
    expect(landing.pathname).toBe('/update-password')
    const exchanged = await client.auth.exchangeCodeForSession(
      landing.searchParams.get('code') ?? '',
    )
    expect(exchanged.error).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events).toContain('PASSWORD_RECOVERY')

    expect((await client.auth.updateUser({ password: 'new-password-2' })).error).toBeNull()
    const fresh = anonClient(backend)
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'old-password-1' })).error?.code,
    ).toBe('invalid_credentials')
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'new-password-2' })).error,
    ).toBeNull()
  })

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('nobody')
    expect((await anonClient(backend).auth.resetPasswordForEmail(email)).error).toBeNull()
    expect(await backend.mailbox.latestTo(email)).toBeUndefined()
  })
})

describe('email change', () => {
  it('is confirmed from the current address before the new one takes effect', async () => {
    const email = uniqueEmail('old')
    const next = uniqueEmail('new')
    await backend.serviceClient.auth.admin.createUser({
      email,
      password: 'correct-horse-1',
      email_confirm: true,
    })
    const client = anonClient(backend)
    await client.auth.signInWithPassword({ email, password: 'correct-horse-1' })
    const requested = await client.auth.updateUser(
      { email: next },
      { emailRedirectTo: `${APP_URL}/account` },
    )
    expect(requested.error).toBeNull()
    expect(requested.data.user?.email).toBe(email)

    const landing = await follow(await linkFor(backend, email))
    expect(landing.pathname).toBe('/account')
    const { data } = await backend.serviceClient.auth.admin.listUsers()
    expect(data.users.find((u) => u.id === requested.data.user?.id)?.email).toBe(next)
    expect(
      (
        await anonClient(backend).auth.signInWithPassword({
          email: next,
          password: 'correct-horse-1',
        })
      ).error,
    ).toBeNull()
  })
})
