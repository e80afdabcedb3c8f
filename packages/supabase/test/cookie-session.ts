import { createServerClient } from '@supabase/ssr'
import { createConfirmedUser, TEST_PASSWORD, uniqueEmail } from '@teamboard/local-supabase/testing'
import { afterAll, beforeAll, vi } from 'vitest'
import { readCookieSession } from '../src/clients/settled-session.js'
import { resetEnvCache } from '../src/env.js'
import { type LocalSupabase, startBackend } from './backend.js'

/**
 * For a test file of the cookie clients (proxy, Pages Router): a backend with one-second access
 * tokens, so a real refresh happens inside a test, set as the public env for the file. Returns
 * how to sign a new user in the way the browser client would: the cookies the browser then holds
 * (and `refreshTokenCount`, to count rotations).
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

  /** How many refresh tokens the jar's session has had: 1 after the sign-in, +1 per rotation. */
  async function refreshTokenCount(jar: Map<string, string>): Promise<number> {
    const session = await readCookieSession(
      [...jar].map(([name, value]) => ({ name, value })),
      backend.url,
    )
    const payload = session!.access_token.split('.')[1]!
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      session_id: string
    }
    const [row] = await backend.sql<{ count: number }>(
      'select count(*)::int as count from auth.refresh_tokens where session_id = $1',
      [claims.session_id],
    )
    return row!.count
  }

  return Object.assign(signedInCookies, { refreshTokenCount })

  async function signedInCookies(): Promise<Map<string, string>> {
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
