import { createClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { SessionUnavailableError, verifiedUser } from './claims'

/**
 * A real supabase-js client holding a session; its HTTP boundary is a GoTrue stand-in that
 * either confirms the token (`/user` → 200) or rejects it (401), as the Auth server does for an
 * HS256 project when getClaims() cannot verify locally.
 */
function jwt(payload: object) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.${Buffer.from('signature').toString('base64url')}`
}

async function clientWithSession(accepts: boolean | 'auth-server-down' | 'connection-drops-once') {
  let drops = accepts === 'connection-drops-once' ? 1 : 0
  const exp = Math.floor(Date.now() / 1000) + 3600
  const token = jwt({
    sub: 'u1',
    exp,
    role: 'authenticated',
    email: 'ada@example.com',
    aud: 'authenticated',
  })
  const user = {
    id: 'u1',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ada@example.com',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-11-22T00:00:00Z',
  }
  const json = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const supabase = createClient('http://localhost:54321', 'sb_publishable_test', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: async (input) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        if (url.pathname === '/auth/v1/token')
          return json(
            {
              access_token: token,
              token_type: 'bearer',
              expires_in: 3600,
              expires_at: exp,
              refresh_token: 'r',
              user,
            },
            200,
          )
        // A kept-alive socket the server had closed: undici's fetch rejects before any answer.
        if (url.pathname === '/auth/v1/user' && drops-- > 0) throw new TypeError('fetch failed')
        if (url.pathname === '/auth/v1/user' && accepts === 'auth-server-down')
          return json({ code: 'unexpected_failure', message: 'upstream' }, 503)
        if (url.pathname === '/auth/v1/user')
          return accepts ? json(user, 200) : json({ code: 'bad_jwt', message: 'invalid JWT' }, 401)
        if (url.pathname === '/auth/v1/.well-known/jwks.json') return json({ keys: [] }, 200)
        return json({ message: 'not found' }, 404)
      },
    },
  })
  await supabase.auth.signInWithPassword({ email: 'ada@example.com', password: 'x' })
  return supabase
}

describe('verifiedUser', () => {
  it('returns the user from claims the Auth server confirmed', async () => {
    expect(await verifiedUser(await clientWithSession(true))).toEqual({
      id: 'u1',
      email: 'ada@example.com',
      role: 'authenticated',
      isAnonymous: false,
    })
  })

  it('treats a token the Auth server rejects as signed out, even though a session cookie exists', async () => {
    expect(await verifiedUser(await clientWithSession(false))).toBeNull()
  })

  it('does not sign anyone out when the Auth server cannot answer: it throws for a retry', async () => {
    await expect(verifiedUser(await clientWithSession('auth-server-down'))).rejects.toBeInstanceOf(
      SessionUnavailableError,
    )
  })

  it('tries once more when the request never reached the Auth server', async () => {
    expect(await verifiedUser(await clientWithSession('connection-drops-once'))).toMatchObject({
      id: 'u1',
    })
  })

  it('treats no session as signed out', async () => {
    const supabase = createClient('http://localhost:54321', 'sb_publishable_test', {
      auth: { persistSession: false },
    })
    expect(await verifiedUser(supabase)).toBeNull()
  })
})
