import { describe, expect, it } from 'vitest'
import { announcedToken } from './session-client.js'

const now = Date.UTC(2026, 10, 27, 9, 0, 0)
const expiringIn = (seconds: number) => ({
  access_token: `token-${seconds}`,
  expires_at: Math.floor(now / 1000) + seconds,
})

describe('the token a browser data call sends', () => {
  it('is the announced one while it has more than a minute to live', () => {
    expect(announcedToken(expiringIn(3600), now)).toBe('token-3600')
    expect(announcedToken(expiringIn(61), now)).toBe('token-61')
  })

  it('is asked of auth-js when it is about to end, so getSession() refreshes it', () => {
    expect(announcedToken(expiringIn(60), now)).toBeUndefined()
    expect(announcedToken(expiringIn(-5), now)).toBeUndefined()
    expect(
      announcedToken({ access_token: 'no expiry', expires_at: undefined }, now),
    ).toBeUndefined()
  })

  it('is asked of auth-js before it has announced any session', () => {
    expect(announcedToken(undefined, now)).toBeUndefined()
  })

  it('is none once a sign-out was announced, here or in another tab', () => {
    expect(announcedToken(null, now)).toBeNull()
  })
})
