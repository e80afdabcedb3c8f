import { NextRequest } from 'next/server.js'
import { describe, expect, it } from 'vitest'
import { updateSession } from '../src/clients/proxy.js'
import { cookieSessionBackend } from './cookie-session.js'

const signedInCookies = cookieSessionBackend('proxy')

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

  it("rotates once per request, though the one-second lifetime is below auth-js's refresh margin", async () => {
    const jar = await signedInCookies()
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const response = await updateSession(requestWith(jar))
    for (const { name, value } of response.cookies.getAll()) jar.set(name, value)
    expect(await signedInCookies.refreshTokenCount(jar)).toBe(2)
  })
})
