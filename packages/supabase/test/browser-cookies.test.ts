import { createBrowserClient, createServerClient } from '@supabase/ssr'
import { createConfirmedUser, TEST_PASSWORD, uniqueEmail } from '@teamboard/local-supabase/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authStorageKey, createCookieStorage } from '../src/clients/cookie-storage.js'
import { type LocalSupabase, startBackend } from './backend.js'

// The session client and the server's reading client keep the session in cookies through
// ./src/clients/cookie-storage.ts, under a name we give them. If @supabase/ssr or supabase-js
// ever wrote another name or encoding, every page would be signed out after the upgrade: this
// signs in with @supabase/ssr's own browser client, unconfigured, and compares.

let backend: LocalSupabase
beforeAll(async () => {
  backend = await startBackend()
})
afterAll(() => backend?.stop())

function jar() {
  const cookies = new Map<string, string>()
  return {
    cookies,
    methods: {
      getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
      setAll: (writes: { name: string; value: string }[]) => {
        for (const { name, value } of writes) {
          if (value) cookies.set(name, value)
          else cookies.delete(name)
        }
      },
    },
  }
}

async function signInWithSsrBrowserClient() {
  const browser = jar()
  const supabase = createBrowserClient(backend.url, backend.publishableKey, {
    isSingleton: false,
    cookies: browser.methods,
  })
  const email = uniqueEmail('cookie-name')
  await createConfirmedUser(backend, { email })
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: TEST_PASSWORD })
  if (error) throw error
  return { cookies: browser.cookies, methods: browser.methods, session: data.session }
}

describe('session cookies', () => {
  it("are named as @supabase/ssr's browser client names them", async () => {
    const { cookies } = await signInWithSsrBrowserClient()
    const key = authStorageKey(backend.url)
    expect(cookies.size).toBeGreaterThan(0)
    for (const name of cookies.keys()) expect(name).toMatch(new RegExp(`^${key}(\\.\\d+)?$`))
  })

  it('that @supabase/ssr wrote are read back as the same session', async () => {
    const { methods, session } = await signInWithSsrBrowserClient()
    const stored = await createCookieStorage(methods).getItem(authStorageKey(backend.url))
    expect(JSON.parse(stored!)).toMatchObject({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    })
  })

  it("that we write are read by @supabase/ssr's server client, and removed without a trace", async () => {
    const { session } = await signInWithSsrBrowserClient()
    const ours = jar()
    const storage = createCookieStorage(ours.methods)
    await storage.setItem(authStorageKey(backend.url), JSON.stringify(session))
    const server = createServerClient(backend.url, backend.publishableKey, {
      cookies: { getAll: ours.methods.getAll, setAll: () => {} },
    })
    const { data } = await server.auth.getSession()
    expect(data.session?.access_token).toBe(session.access_token)

    await storage.removeItem(authStorageKey(backend.url))
    expect(ours.cookies.size).toBe(0)
  })
})
