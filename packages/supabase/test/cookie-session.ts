import { createServerClient } from '@supabase/ssr'
import { createConfirmedUser, TEST_PASSWORD, uniqueEmail } from '@teamboard/local-supabase/testing'
import { afterAll, beforeAll, vi } from 'vitest'
import { resetEnvCache } from '../src/env.js'
import { type LocalSupabase, startBackend } from './backend.js'

/**
 * For a test file of the cookie clients (proxy, Pages Router): a backend with one-second access
 * tokens, so a real refresh happens inside a test, set as the public env for the file. Returns
 * how to sign a new user in the way the browser client would: the cookies the browser then holds.
 */
export function cookieSessionBackend(tag: string) {
  let backend: LocalSupabase
  beforeAll(async () => {
    backend = await startBackend({ jwtExpiry: 1 })
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', backend.url)
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', backend.publishableKey)
    resetEnvCache()
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    resetEnvCache()
    await backend?.stop()
  })

  return async function signedInCookies(): Promise<Map<string, string>> {
    const jar = new Map<string, string>()
    const supabase = createServerClient(backend.url, backend.publishableKey, {
      cookies: {
        getAll: () => [...jar].map(([name, value]) => ({ name, value })),
        setAll: (cookies) => cookies.forEach(({ name, value }) => jar.set(name, value)),
      },
    })
    const email = uniqueEmail(tag)
    await createConfirmedUser(backend, { email })
    const { error } = await supabase.auth.signInWithPassword({ email, password: TEST_PASSWORD })
    if (error) throw error
    return jar
  }
}
