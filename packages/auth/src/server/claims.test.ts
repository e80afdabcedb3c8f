import { describe, expect, it } from 'vitest'
import { userFromClaims } from './claims'

const base = {
  iss: 'http://127.0.0.1:54321/auth/v1',
  aud: 'authenticated',
  exp: 2_000_000_000,
  iat: 1_900_000_000,
  session_id: 's',
  aal: 'aal1' as const,
}

describe('userFromClaims', () => {
  it('returns id, email and role from verified claims', () => {
    expect(
      userFromClaims({ ...base, sub: 'u1', role: 'authenticated', email: 'ada@example.com' }),
    ).toEqual({
      id: 'u1',
      email: 'ada@example.com',
      role: 'authenticated',
      isAnonymous: false,
    })
  })

  it('treats an anon key token (no user) as signed out', () => {
    expect(userFromClaims({ ...base, sub: '', role: 'anon' })).toBeNull()
    expect(userFromClaims(null)).toBeNull()
  })

  it('keeps a user without email (phone or anonymous sign-in) with a null email', () => {
    expect(
      userFromClaims({ ...base, sub: 'u2', role: 'authenticated', is_anonymous: true }),
    ).toMatchObject({ email: null, isAnonymous: true })
  })
})
