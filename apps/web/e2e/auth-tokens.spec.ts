import { expect, test } from './console-errors.ts'
import { DEV_JWT_SECRET } from '@teamboard/local-supabase'
import { createConfirmedUser, serviceClient } from '@teamboard/local-supabase/testing'
import { newUser } from './auth-helpers.ts'
import {
  type Jar,
  cookieHeader,
  expiredJar,
  readSession,
  resign,
  signedInJar,
  withResponseCookies,
  writeSession,
} from './auth-session-jar.ts'
import { E2E_BASE_URL, e2eEnv } from './env.ts'

/**
 * The server helpers (`requireUserForRoute` → getClaims, behind the proxy's refresh) against the
 * running app and backend, through the protected route handler GET /auth/me.
 */
const env = e2eEnv()
// The backend the e2e build points at, for setup through the Auth admin API.
const admin = { url: env.NEXT_PUBLIC_SUPABASE_URL!, secretKey: env.SUPABASE_SECRET_KEY! }
const user = newUser('tokens')
let userId = ''

function me(jar?: Jar): Promise<Response> {
  return fetch(`${E2E_BASE_URL}/auth/me`, { headers: jar ? { cookie: cookieHeader(jar) } : {} })
}

function expiredSession(): Promise<Jar> {
  return expiredJar(
    env.NEXT_PUBLIC_SUPABASE_URL!,
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY!,
    user.email,
    user.password,
    DEV_JWT_SECRET,
  )
}

test.beforeAll(async () => {
  userId = await createConfirmedUser(admin, { email: user.email, password: user.password })
})

test('a valid session cookie is accepted', async () => {
  const response = await me(
    await signedInJar(
      env.NEXT_PUBLIC_SUPABASE_URL!,
      env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY!,
      user.email,
      user.password,
    ),
  )
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ id: userId, email: user.email })
  expect(response.headers.get('cache-control')).toContain('no-store')
})

test('no cookie is refused in catalogue words', async () => {
  const response = await me()
  expect(response.status).toBe(401)
  expect(await response.json()).toEqual({
    code: 'forbidden',
    message: "You don't have permission to do that.",
  })
})

test('a forged access token is refused', async () => {
  const jar = await signedInJar(
    env.NEXT_PUBLIC_SUPABASE_URL!,
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY!,
    user.email,
    user.password,
  )
  const session = await readSession(jar)
  const wrongKey = writeSession(jar, {
    ...session,
    access_token: resign(session.access_token, 'not-the-secret-not-the-secret-not-the-secret'),
  })
  expect((await me(wrongKey)).status).toBe(401)
  const otherUser = writeSession(jar, {
    ...session,
    access_token: resign(session.access_token, 'not-the-secret-not-the-secret-not-the-secret', {
      sub: crypto.randomUUID(),
    }),
    refresh_token: 'forged',
  })
  expect((await me(otherUser)).status).toBe(401)
})

test('an expired access token is refreshed by the proxy and the request succeeds', async () => {
  const jar = await expiredSession()
  const response = await me(jar)
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ id: userId })
  const refreshed = withResponseCookies(jar, response)
  expect((await readSession(refreshed)).expires_at).toBeGreaterThan(Date.now() / 1000)
  expect((await me(refreshed)).status).toBe(200)
})

test('two parallel requests with one expired cookie both succeed and leave the user signed in', async () => {
  const jar = await expiredSession()
  const responses = await Promise.all([me(jar), me(jar)])
  expect(responses.map((r) => r.status)).toEqual([200, 200])
  // Whichever refreshed cookies the browser keeps last, the session still works.
  for (const response of responses)
    expect((await me(withResponseCookies(jar, response))).status).toBe(200)
})

test('an expired access token with an unusable refresh token is refused', async () => {
  const jar = await expiredSession()
  const session = await readSession(jar)
  expect((await me(writeSession(jar, { ...session, refresh_token: 'revoked' }))).status).toBe(401)
})

test('12.12 a forged refresh cookie is cleared by the first response, not refused on every request', async () => {
  const jar = await expiredSession()
  const forged = writeSession(jar, { ...(await readSession(jar)), refresh_token: 'forged' })
  const first = await me(forged)
  expect(first.status).toBe(401)
  // The proxy deletes the session cookies, so the browser's next request carries none at all.
  const after = withResponseCookies(forged, first)
  expect([...after.keys()].filter((name) => /^sb-.+-auth-token/.test(name))).toEqual([])
})

test('an email link verifies once and never redirects off-site', async () => {
  const { data, error } = await serviceClient(admin).auth.admin.generateLink({
    type: 'magiclink',
    email: user.email,
  })
  if (error) throw error
  const link = `${E2E_BASE_URL}/auth/confirm?token_hash=${data.properties.hashed_token}&type=magiclink&next=${encodeURIComponent('//evil.example/x')}`
  const first = await fetch(link, { redirect: 'manual' })
  expect(first.status).toBe(303)
  expect(first.headers.get('location')).toBe('/w')
  expect(first.headers.getSetCookie().some((cookie) => /^sb-.+-auth-token/.test(cookie))).toBe(true)
  const again = await fetch(link, { redirect: 'manual' })
  expect(again.headers.get('location')).toBe('/auth/error?code=link_invalid')
})

test('malformed email links and callbacks land on the error page', async () => {
  for (const path of [
    '/auth/confirm',
    '/auth/confirm?token_hash=abc&type=admin',
    '/auth/confirm?token_hash=abc&type=signup',
    '/auth/callback',
    '/auth/callback?code=not-a-code',
  ]) {
    const response = await fetch(`${E2E_BASE_URL}${path}`, { redirect: 'manual' })
    expect(response.status, path).toBe(303)
    expect(response.headers.get('location'), path).toBe('/auth/error?code=link_invalid')
  }
})
