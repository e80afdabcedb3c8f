import { fileURLToPath } from 'node:url'
import { createServerClient } from '@supabase/ssr'
import { NextRequest } from 'next/server.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { updateSession } from '../src/clients/proxy.js'
import { resetEnvCache } from '../src/env.js'
import { PUBLISHABLE_KEY, listen, startLiteBackend } from './lite-backend.js'

const migration = fileURLToPath(
  new URL('../../../supabase/migrations/20261122000100_profiles.sql', import.meta.url),
)
let backend: Awaited<ReturnType<typeof startLiteBackend>>
let http: Awaited<ReturnType<typeof listen>>

beforeAll(async () => {
  // One-second access tokens, so a real refresh happens inside the test.
  backend = await startLiteBackend([migration], { jwtExpiry: 1 })
  http = await listen((request) => backend.app.fetch(request, { peerAddress: '127.0.0.1' }))
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', http.url)
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', PUBLISHABLE_KEY)
  resetEnvCache()
})
afterAll(async () => {
  vi.unstubAllEnvs()
  resetEnvCache()
  await http?.close()
  await backend?.close()
})

/** Signs in the way the browser client would and returns the cookies the browser would hold. */
async function signedInCookies(): Promise<Map<string, string>> {
  const jar = new Map<string, string>()
  const supabase = createServerClient(http.url, PUBLISHABLE_KEY, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => jar.set(name, value)),
    },
  })
  const { error } = await supabase.auth.signUp({
    email: `u${Date.now()}@example.com`,
    password: 'correct-horse-1',
  })
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
