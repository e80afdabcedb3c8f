import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
} from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { isSessionGone } from './session'

describe('isSessionGone', () => {
  it('signs out on a definite answer: revoked, expired or unknown token, no session', () => {
    expect(
      isSessionGone(
        new AuthApiError(
          'Invalid Refresh Token: Refresh Token Not Found',
          400,
          'refresh_token_not_found',
        ),
      ),
    ).toBe(true)
    expect(isSessionGone(new AuthApiError('Session Expired', 400, 'session_expired'))).toBe(true)
    expect(
      isSessionGone(new AuthApiError('Refresh token is not valid', 400, 'validation_failed')),
    ).toBe(true)
    expect(isSessionGone(new AuthSessionMissingError())).toBe(true)
  })

  it('signs out when the backend revoked the session for a reuse after the interval', () => {
    expect(
      isSessionGone(
        new AuthApiError('Invalid Refresh Token: Already Used', 400, 'refresh_token_already_used'),
      ),
    ).toBe(true)
  })

  it('keeps the session when the network or the Auth server fails', () => {
    expect(isSessionGone(new AuthRetryableFetchError('fetch failed', 0))).toBe(false)
    expect(isSessionGone(new AuthApiError('upstream', 503, 'unexpected_failure'))).toBe(false)
    expect(
      isSessionGone(
        new AuthApiError('Too many concurrent token refresh requests', 409, 'conflict'),
      ),
    ).toBe(false)
  })
})
