import { describe, expect, it } from 'vitest'
import { EMAIL_MASK, FILTERED, scrubString, scrubValue } from './scrub.js'

const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwicm9sZSI6ImF1dGhlbnRpY2F0ZWQifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'

describe('scrubString', () => {
  it.each([
    ['a JWT anywhere in text', `token was ${jwt} here`, `token was ${FILTERED} here`],
    [
      'a bearer token',
      'Authorization: Bearer abc.def-ghi_123',
      `Authorization: Bearer ${FILTERED}`,
    ],
    [
      'a PKCE code in a query',
      'https://app.test/auth/callback?code=abc123&next=/w',
      `https://app.test/auth/callback?code=${FILTERED}&next=/w`,
    ],
    [
      'a token_hash',
      '/auth/confirm?token_hash=pkce_abc&type=signup',
      `/auth/confirm?token_hash=${FILTERED}&type=signup`,
    ],
    [
      'tokens in a fragment',
      'https://app.test/#access_token=xyz&refresh_token=r3fr3sh&type=recovery',
      `https://app.test/#access_token=${FILTERED}&refresh_token=${FILTERED}&type=recovery`,
    ],
    ['a bare token parameter', 'GET /verify?token=123456', `GET /verify?token=${FILTERED}`],
    [
      'an email',
      'invite sent to Alice.Smith+team@example.co.uk today',
      `invite sent to ${EMAIL_MASK} today`,
    ],
    [
      'chunked auth cookies in a Cookie header',
      'theme=dark; sb-abcd-auth-token.0=base64-eyJhY2Nlc3M; sb-abcd-auth-token.1=cmVzdA',
      `theme=dark; sb-abcd-auth-token.0=${FILTERED}; sb-abcd-auth-token.1=${FILTERED}`,
    ],
    [
      'the PKCE verifier cookie',
      'sb-127-auth-token-code-verifier=abc',
      `sb-127-auth-token-code-verifier=${FILTERED}`,
    ],
    [
      'a serialised session',
      '{"access_token":"opaque","refresh_token":"v2abc","expires_in":3600}',
      `{"access_token":"${FILTERED}","refresh_token":"${FILTERED}","expires_in":3600}`,
    ],
    ['an invitation token in a path', 'GET /invite/7f3a9c2b?x=1', `GET /invite/${FILTERED}?x=1`],
    [
      'a bare Supabase secret key',
      'createClient(url, sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz) failed',
      `createClient(url, ${FILTERED}) failed`,
    ],
    [
      'a secret key in an env dump',
      'SUPABASE_SECRET_KEY=sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz\nNODE_ENV=production',
      `SUPABASE_SECRET_KEY=${FILTERED}\nNODE_ENV=production`,
    ],
  ])('removes %s', (_name, input, expected) => {
    expect(scrubString(input)).toBe(expected)
  })

  it('leaves ordinary text, ids and parameters alone', () => {
    const text =
      'Task 42 moved to done by 6f1c2d3e-0000-4000-8000-000000000000 (?status=done&sort=priority)'
    expect(scrubString(text)).toBe(text)
  })

  it('leaves the publishable key readable: it ships in every browser bundle', () => {
    const text = 'apikey header sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
    expect(scrubString(text)).toBe(text)
  })

  it('keeps parameterised route names readable', () => {
    expect(scrubString('GET /invite/[token]')).toBe('GET /invite/[token]')
    expect(scrubString('GET /invite/:token')).toBe('GET /invite/:token')
  })

  it('does not treat a parameter that merely ends in "token" as the token', () => {
    expect(scrubString('?csrf_token_name=x')).toBe('?csrf_token_name=x')
  })
})

describe('scrubValue', () => {
  it('replaces secret-named properties whatever their value and scrubs every nested string', () => {
    const input = {
      headers: {
        Authorization: 'Bearer x',
        apikey: 'sb_publishable_123',
        'x-forwarded-for': '10.0.0.1',
        accept: 'text/html',
      },
      cookies: {
        'sb-proj-auth-token.0': 'base64-abc',
        'sb-proj-auth-token.1': 'def',
        theme: 'dark',
      },
      session: { refresh_token: 'r', access_token: 'a', user: { email: 'bob@example.com' } },
      list: ['ok', `see ${jwt}`],
    }
    expect(scrubValue(input)).toEqual({
      headers: {
        Authorization: FILTERED,
        apikey: FILTERED,
        'x-forwarded-for': FILTERED,
        accept: 'text/html',
      },
      cookies: {
        'sb-proj-auth-token.0': FILTERED,
        'sb-proj-auth-token.1': FILTERED,
        theme: 'dark',
      },
      session: { refresh_token: FILTERED, access_token: FILTERED, user: { email: EMAIL_MASK } },
      list: ['ok', `see ${FILTERED}`],
    })
  })

  it('filters header pairs given as [name, value] lists', () => {
    expect(
      scrubValue([
        ['Cookie', 'a=b'],
        ['Accept', 'x'],
      ]),
    ).toEqual([
      ['Cookie', FILTERED],
      ['Accept', 'x'],
    ])
  })

  it('does not modify its input', () => {
    const input = { message: 'mail carol@example.com' }
    scrubValue(input)
    expect(input.message).toBe('mail carol@example.com')
  })

  it('survives cycles', () => {
    const input: Record<string, unknown> = { name: 'loop' }
    input.self = input
    expect(scrubValue(input)).toEqual({ name: 'loop', self: FILTERED })
  })

  it('keeps numbers, booleans, null and dates', () => {
    const date = new Date(0)
    expect(scrubValue({ n: 1, b: true, z: null, date })).toEqual({ n: 1, b: true, z: null, date })
  })
})
