import type { ErrorEvent } from '@sentry/core'
import { describe, expect, it } from 'vitest'
import { beforeBreadcrumb, beforeSend } from './scrub-event.js'
import { EMAIL_MASK, FILTERED } from './scrub.js'

describe('beforeSend', () => {
  it('keeps only the user id', () => {
    const event: ErrorEvent = {
      type: undefined,
      user: { id: 'u-1', email: 'dana@example.com', ip_address: '203.0.113.9', username: 'dana' },
    }
    expect(beforeSend(event).user).toEqual({ id: 'u-1' })
  })

  it('drops a user without an id entirely', () => {
    expect(beforeSend({ type: undefined, user: { ip_address: '{{auto}}' } }).user).toBeUndefined()
  })

  it('scrubs exception values, request data and contexts', () => {
    const event: ErrorEvent = {
      type: undefined,
      exception: { values: [{ type: 'Error', value: 'No profile for erin@example.com' }] },
      request: {
        url: 'https://app.test/auth/callback?code=abc',
        headers: { cookie: 'sb-x-auth-token=abc', authorization: 'Bearer abc' },
        data: { email: 'erin@example.com', password: 'hunter22' },
      },
      contexts: { auth: { refresh_token: 'r' } },
    }
    const scrubbed = beforeSend(event)
    expect(scrubbed.exception?.values?.[0]?.value).toBe(`No profile for ${EMAIL_MASK}`)
    expect(scrubbed.request).toEqual({
      url: `https://app.test/auth/callback?code=${FILTERED}`,
      headers: { cookie: FILTERED, authorization: FILTERED },
      data: { email: EMAIL_MASK, password: FILTERED },
    })
    expect(scrubbed.contexts).toEqual({ auth: { refresh_token: FILTERED } })
  })
})

describe('beforeBreadcrumb', () => {
  it('scrubs navigation and fetch breadcrumbs', () => {
    expect(
      beforeBreadcrumb({
        category: 'navigation',
        data: { from: '/sign-in', to: '/#access_token=abc&type=magiclink' },
      }),
    ).toEqual({
      category: 'navigation',
      data: { from: '/sign-in', to: `/#access_token=${FILTERED}&type=magiclink` },
    })
  })
})
