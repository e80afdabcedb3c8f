import * as Sentry from '@sentry/nextjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { initTelemetryServer } from '../src/server.js'
import { type CaptureServer, startCaptureServer } from '../src/testing/index.js'

// Declared here, away from the capture calls: the SDK sends a few source lines around each frame.
const jwt =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEiLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ'
const email = 'frank.hostile@example.com'
const refreshToken = 'v2-refresh-Q9xZ'
const pkceCode = 'pkce-code-7731'
const cookieChunks = ['base64-c2Vzc2lvbi1jaHVuay0w', 'c2Vzc2lvbi1jaHVuay0x']
const apikey = 'sb_secret_N7x2-apikey'
const ip = '198.51.100.77'
const password = 'hunter2-password'
const secrets = [jwt, email, refreshToken, pkceCode, ...cookieChunks, apikey, ip, password]

let capture: CaptureServer

beforeAll(async () => {
  capture = await startCaptureServer()
  process.env.SENTRY_DSN = capture.dsn(7)
  process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT = 'integration'
  process.env.NEXT_PUBLIC_SENTRY_RELEASE = 'telemetry-test@1.2.3'
  process.env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE = '1'
  expect(initTelemetryServer()).toBeDefined()
})

afterAll(async () => {
  await Sentry.close(2000)
  await capture.close()
})

describe('server telemetry with a capture DSN', () => {
  it('delivers an error event with environment and release to the DSN', async () => {
    const eventId = Sentry.captureException(new Error('plain failure'))
    const event = await capture.waitForItem<Sentry.Event>('event', (e) => e.event_id === eventId)
    expect(event.environment).toBe('integration')
    expect(event.release).toBe('telemetry-test@1.2.3')
    expect(event.exception?.values?.[0]?.value).toBe('plain failure')
    expect(capture.envelopes.at(-1)?.path).toMatch(/^\/api\/7\/envelope\/\?/)
  })

  it('scrubs tokens, cookies, secret URL parameters and emails from every part of an error event', async () => {
    const eventId = Sentry.withScope((scope) => {
      scope.setUser({ id: 'user-1', email, ip_address: ip, username: 'frank' })
      scope.addBreadcrumb({
        category: 'fetch',
        message: `POST /auth/v1/token?grant_type=refresh_token for ${email}`,
        data: {
          url: `https://db.test/auth/v1/verify?token=${pkceCode}&type=signup`,
          body: `{"refresh_token":"${refreshToken}"}`,
        },
      })
      scope.setExtra('session', { access_token: jwt, refresh_token: refreshToken, user: { email } })
      scope.setContext('supabase', { apikey, note: `anon key ${jwt}` })
      scope.setTag('next', `/auth/callback?code=${pkceCode}`)
      scope.setSDKProcessingMetadata({
        normalizedRequest: {
          method: 'POST',
          url: `https://app.test/auth/callback?code=${pkceCode}#access_token=${jwt}&refresh_token=${refreshToken}`,
          query_string: `code=${pkceCode}&next=%2Fw`,
          headers: {
            cookie: `sb-proj-auth-token.0=${cookieChunks[0]}; sb-proj-auth-token.1=${cookieChunks[1]}`,
            authorization: `Bearer ${jwt}`,
            apikey,
            'x-forwarded-for': ip,
            'user-agent': 'vitest',
          },
          cookies: {
            'sb-proj-auth-token.0': cookieChunks[0]!,
            'sb-proj-auth-token.1': cookieChunks[1]!,
          },
          data: { email, password },
        },
      })
      return Sentry.captureException(new Error(`Sign-in failed for ${email} with ${jwt}`))
    })
    const event = await capture.waitForItem<Sentry.Event>('event', (e) => e.event_id === eventId)
    const raw = capture.envelopes.find((envelope) => envelope.raw.includes(eventId))!.raw

    for (const secret of secrets) expect(raw).not.toContain(secret)
    expect(event.exception?.values?.[0]?.value).toBe('Sign-in failed for [email] with [Filtered]')
    expect(event.user).toEqual({ id: 'user-1' })
    expect(event.breadcrumbs?.at(-1)?.message).toBe(
      'POST /auth/v1/token?grant_type=refresh_token for [email]',
    )
    expect(event.extra?.session).toEqual({
      access_token: '[Filtered]',
      refresh_token: '[Filtered]',
      user: { email: '[email]' },
    })
    expect(event.tags?.next).toBe('/auth/callback?code=[Filtered]')
    expect(event.request?.url).toMatch(/^https:\/\/app\.test\/auth\/callback/)
    expect(event.request?.headers?.['user-agent']).toBe('vitest')
    expect(event.environment).toBe('integration')
  })

  it('scrubs emails and tokens from captured messages', async () => {
    const eventId = Sentry.captureMessage(
      `Invite for ${email} used link #access_token=${jwt}&refresh_token=${refreshToken}`,
    )
    const event = await capture.waitForItem<Sentry.Event>('event', (e) => e.event_id === eventId)
    const text = JSON.stringify(event)
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(event.message).toBe(
      'Invite for [email] used link #access_token=[Filtered]&refresh_token=[Filtered]',
    )
    expect(event.release).toBe('telemetry-test@1.2.3')
  })

  it('scrubs transactions: span names, span data and the transaction name', async () => {
    Sentry.startSpan({ name: `GET /auth/confirm?token_hash=${pkceCode}` }, () => {
      Sentry.startSpan(
        {
          name: `query profiles for ${email}`,
          attributes: { 'http.url': `https://db.test/?apikey=${apikey}` },
        },
        () => {},
      )
    })
    const transaction = await capture.waitForItem<Sentry.Event>(
      'transaction',
      (t) => t.transaction?.startsWith('GET /auth/confirm') ?? false,
    )
    const text = JSON.stringify(transaction)
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(transaction.transaction).toBe('GET /auth/confirm?token_hash=[Filtered]')
    expect(transaction.spans?.[0]?.description).toBe('query profiles for [email]')
    expect(transaction.environment).toBe('integration')
    expect(transaction.release).toBe('telemetry-test@1.2.3')
  })
})
