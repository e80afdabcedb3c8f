import { describe, expect, it } from 'vitest'
import { publicTelemetryEnvSchema, serverTelemetryEnvSchema } from './env.js'

describe('telemetry env', () => {
  it('treats blank variables as unset and applies defaults', () => {
    const env = serverTelemetryEnvSchema.parse({
      NODE_ENV: 'production',
      SENTRY_DSN: '',
      NEXT_PUBLIC_SENTRY_DSN: '',
    })
    expect(env).toMatchObject({
      SENTRY_DSN: undefined,
      NEXT_PUBLIC_SENTRY_DSN: undefined,
      NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: 0.1,
      NEXT_PUBLIC_SENTRY_REPLAYS_SESSION_SAMPLE_RATE: 0,
    })
  })

  it('reads sample rates and the spotlight switch from strings', () => {
    const env = publicTelemetryEnvSchema.parse({
      NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: '0.25',
      NEXT_PUBLIC_SENTRY_SPOTLIGHT: 'http://localhost:8969/stream',
    })
    expect(env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE).toBe(0.25)
    expect(env.NEXT_PUBLIC_SENTRY_SPOTLIGHT).toBe('http://localhost:8969/stream')
    expect(
      publicTelemetryEnvSchema.parse({ NEXT_PUBLIC_SENTRY_SPOTLIGHT: 'false' })
        .NEXT_PUBLIC_SENTRY_SPOTLIGHT,
    ).toBe(false)
  })

  it('names the variable that is wrong', () => {
    const result = serverTelemetryEnvSchema.safeParse({
      SENTRY_DSN: 'not a dsn',
      NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: '2',
    })
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(
      expect.arrayContaining(['SENTRY_DSN', 'NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE']),
    )
  })
})
