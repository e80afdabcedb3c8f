import { createServerClient } from '@supabase/ssr'
import { createConfirmedUser, TEST_PASSWORD, uniqueEmail } from '@teamboard/local-supabase/testing'
import { NextRequest } from 'next/server.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { updateSession } from '../src/clients/proxy.js'
import { resetEnvCache } from '../src/env.js'
import { type LocalSupabase, startBackend } from './backend.js'

let backend: LocalSupabase

beforeAll(async () => {
  // One-second access tokens, so a real refresh happens inside the test.
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

/** Signs in the way the browser client would and returns the cookies the browser would hold. */
async function signedInCookies(): Promise<Map<string, string>> {
  const jar = new Map<string, string>()
  const supabase = createServerClient(backend.url, backend.publishableKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => jar.set(name, value)),
    },
  })
  const email = uniqueEmail('proxy')
  await createConfirmedUser(backend, { email })
  const { error } = await supabase.auth.signInWithPassword({ email, password: TEST_PASSWORD })
  if (error) throw error
  return jar
}

function requestWith(jar: Map<string, string>) {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  return new NextRequest('http://localhost:3000/w/acme', { headers: cookie ? { cookie } : {} })
}

describe('updateSession (proxy.ts)', () => {
  it('passes a visitor without a session through: no cookies, no redirect', async () => {
    const response = await updateSession(requestWith(new Map()))
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(response.cookies.getAll()).toEqual([])
  })

  it('refreshes an expired session, returns the new cookies and forbids caching the response', async () => {
    const jar = await signedInCookies()
    const before = [...jar.values()].join()
    await new Promise((resolve) => setTimeout(resolve, 2100))

    const response = await updateSession(requestWith(jar))

    const refreshed = response.cookies
      .getAll()
      .filter((cookie) => cookie.name.includes('auth-token'))
    expect(refreshed.length).toBeGreaterThan(0)
    expect(refreshed.map((cookie) => cookie.value).join()).not.toBe(before)
    expect(response.headers.get('cache-control')).toMatch(/private/)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    expect(response.headers.get('location')).toBeNull()
    // Server Components rendering this same request see the refreshed session too.
    expect(response.headers.get('x-middleware-override-headers')).toContain('cookie')
  })
})
