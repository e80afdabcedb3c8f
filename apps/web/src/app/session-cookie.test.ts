import { describe, expect, it } from 'vitest'
import { sessionCookieIn } from './session-cookie'

describe('the session cookie a signed-out page looks for', () => {
  it('is the auth token, whole or chunked', () => {
    expect(sessionCookieIn('theme=dark; sb-127-auth-token=base64-abc')).toBe(
      'sb-127-auth-token=base64-abc',
    )
    expect(sessionCookieIn('sb-127-auth-token.0=base64-abc; sb-127-auth-token.1=def')).toBe(
      'sb-127-auth-token.0=base64-abc',
    )
  })

  it('is not the code verifier a password reset leaves after a sign-out', () => {
    expect(
      sessionCookieIn('sb-127-auth-token-code-verifier=base64-xyz; theme=dark'),
    ).toBeUndefined()
  })
})
