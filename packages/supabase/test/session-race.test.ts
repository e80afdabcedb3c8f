/**
 * Refreshes that race (parallel requests through the proxy, two tabs' browser clients) against the
 * real local backend, whose tokens live two seconds here: nobody is signed out, and the backend
 * rotates once.
 */
import { setTimeout as delay } from 'node:timers/promises'
import { combineChunks, createServerClient, stringFromBase64URL } from '@supabase/ssr'
import { type AuthChangeEvent, createClient } from '@supabase/supabase-js'
import { NextRequest } from 'next/server.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { updateSession } from '../src/clients/proxy.js'
import { resetEnvCache } from '../src/env.js'
import { startBackend } from './backend.js'

const TOKEN_SECONDS = 2
let backend: Awaited<ReturnType<typeof startBackend>>

beforeAll(async () => {
  backend = await startBackend({ jwtExpiry: TOKEN_SECONDS })
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', backend.url)
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', backend.publishableKey)
  resetEnvCache()
})
afterAll(async () => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  resetEnvCache()
  await backend?.stop()
})

let users = 0
async function newUser() {
  const email = `race-${Date.now()}-${users++}@example.com`
  const { error } = await backend.serviceClient.auth.admin.createUser({
    email,
    password: 'correct-horse-1',
    email_confirm: true,
  })
  if (error) throw error
  return email
}

/** Signs in the way the browser client would and returns the cookies the browser would hold. */
async function signedInCookies(): Promise<Map<string, string>> {
  const jar = new Map<string, string>()
  const supabase = createServerClient(backend.url, backend.publishableKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => jar.set(name, value)),
    },
  })
  const email = await newUser()
  const { error } = await supabase.auth.signInWithPassword({ email, password: 'correct-horse-1' })
  if (error) throw error
  return jar
}

async function sessionIn(cookies: { name: string; value: string }[]) {
  const chunks = new Map(cookies.map((cookie) => [cookie.name, cookie.value]))
  const key = [...chunks.keys()][0]!.replace(/\.\d+$/, '')
  const raw = (await combineChunks(key, (name) => chunks.get(name))) ?? ''
  const json = raw.startsWith('base64-') ? stringFromBase64URL(raw.slice(7)) : raw
  return JSON.parse(json) as { refresh_token: string }
}

function requestWith(jar: Map<string, string>) {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  return new NextRequest('http://localhost:3000/w/acme', { headers: { cookie } })
}

describe('parallel requests with one expired access token (proxy.ts)', () => {
  it('all carry the same refreshed session, and none clears the cookies', async () => {
    const jar = await signedInCookies()
    await delay(TOKEN_SECONDS * 1000 + 200)
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => updateSession(requestWith(jar))),
    )
    const cookies = responses.map((response) => response.cookies.getAll())
    expect(cookies.flat().filter((cookie) => cookie.value === '')).toEqual([])
    const refreshTokens = await Promise.all(
      cookies.map(async (set) => (await sessionIn(set)).refresh_token),
    )
    expect(new Set(refreshTokens).size).toBe(1)
  })

  it('a request still holding a just-rotated refresh token gets the live session, not a sign-out', async () => {
    const jar = await signedInCookies()
    const stale = new Map(jar)
    await delay(TOKEN_SECONDS * 1000 + 200)
    // Another device rotates first; the reuse interval (10 s) has not passed, so the stale
    // cookie's refresh still answers with the live session rather than signing anyone out.
    await updateSession(requestWith(jar))
    const response = await updateSession(requestWith(stale))
    const values = response.cookies.getAll().map((cookie) => cookie.value)
    expect(values.length).toBeGreaterThan(0)
    expect(values).not.toContain('')
  })
})

describe("two tabs' browser clients refreshing at the same moment", () => {
  it('both get TOKEN_REFRESHED and neither SIGNED_OUT', async () => {
    const email = await newUser()
    const storage = new Map<string, string>()
    const shared = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    }
    // Tabs, as supabase-js sees them: it coordinates through BroadcastChannel (which Node has) only
    // when it detects a browser (`window` and `document`).
    vi.stubGlobal('window', { addEventListener() {}, removeEventListener() {} })
    vi.stubGlobal('document', { visibilityState: 'visible' })
    const tab = () =>
      createClient(backend.url, backend.publishableKey, {
        auth: { storage: shared, autoRefreshToken: false, detectSessionInUrl: false },
      })
    const first = tab()
    const { error } = await first.auth.signInWithPassword({ email, password: 'correct-horse-1' })
    if (error) throw error
    const second = tab()
    const events: AuthChangeEvent[][] = [[], []]
    first.auth.onAuthStateChange((event) => void events[0]!.push(event))
    second.auth.onAuthStateChange((event) => void events[1]!.push(event))
    await delay(TOKEN_SECONDS * 1000 + 200)
    // Only what the simultaneous refresh causes (sign-in and set-up emit events of their own).
    events.forEach((tabEvents) => tabEvents.splice(0))

    const [a, b] = await Promise.all([first.auth.refreshSession(), second.auth.refreshSession()])
    await delay(200)
    // supabase-js 2.119 coordinates tabs that share storage without a lock: the refresh that
    // finishes second finds the other tab's session already stored and keeps that one
    // (AuthRefreshDiscardedError, which is not a sign-out); it hears TOKEN_REFRESHED from the
    // winner's broadcast. With lite's old rotation the loser got refresh_token_already_used.
    for (const { error: refreshError } of [a, b])
      if (refreshError) expect(refreshError.name).toBe('AuthRefreshDiscardedError')
    expect(events.map((tabEvents) => tabEvents.includes('TOKEN_REFRESHED'))).toEqual([true, true])
    expect(events.flat()).not.toContain('SIGNED_OUT')
    for (const client of [first, second]) expect((await client.auth.getUser()).error).toBeNull()
    expect(events.flat()).not.toContain('SIGNED_OUT')
  })
})
