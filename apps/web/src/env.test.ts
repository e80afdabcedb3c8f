import { describe, expect, it } from 'vitest'
import { clientEnvSchema, EnvError, parseEnv, serverEnvSchema } from './env'

const valid = {
  NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc',
}

function errorOf(run: () => unknown): EnvError {
  try {
    run()
  } catch (error) {
    if (error instanceof EnvError) return error
    throw error
  }
  throw new Error('expected an EnvError')
}

describe('environment validation', () => {
  it('accepts the minimum and fills in defaults', () => {
    const env = parseEnv(serverEnvSchema, valid)
    expect(env.NEXT_PUBLIC_SUPABASE_URL).toBe('https://abc.supabase.co')
    expect(env.TEAMBOARD_DIAGNOSTICS).toBe(false)
    expect(env.SUPABASE_SECRET_KEY).toBeUndefined()
    expect(env.SENTRY_DSN).toBeUndefined()
  })

  it('names every missing variable in one error, and treats blank values as missing', () => {
    const error = errorOf(() => parseEnv(clientEnvSchema, { NEXT_PUBLIC_SUPABASE_URL: '  ' }))
    expect(error.message).toContain('NEXT_PUBLIC_SUPABASE_URL: is missing')
    expect(error.message).toContain('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: is missing')
    expect(error.message).toContain('.env.local')
  })

  it('rejects a URL that is not http(s) and a malformed Sentry DSN', () => {
    const error = errorOf(() =>
      parseEnv(clientEnvSchema, {
        ...valid,
        NEXT_PUBLIC_SUPABASE_URL: 'ftp://x',
        NEXT_PUBLIC_SENTRY_DSN: 'not a dsn',
      }),
    )
    expect(error.message).toContain('NEXT_PUBLIC_SUPABASE_URL: must be an http(s) URL')
    expect(error.message).toContain('NEXT_PUBLIC_SENTRY_DSN: must be an http(s) URL')
  })

  it('catches the two keys swapped, which would leak the secret key to browsers', () => {
    const error = errorOf(() =>
      parseEnv(serverEnvSchema, {
        ...valid,
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_abc',
        SUPABASE_SECRET_KEY: 'sb_publishable_abc',
      }),
    )
    expect(error.message).toContain('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: is a secret key')
    expect(error.message).toContain('SUPABASE_SECRET_KEY: is a publishable key')
  })

  it('reads the diagnostics flag and rejects values it cannot interpret', () => {
    expect(
      parseEnv(serverEnvSchema, { ...valid, TEAMBOARD_DIAGNOSTICS: '1' }).TEAMBOARD_DIAGNOSTICS,
    ).toBe(true)
    expect(
      parseEnv(serverEnvSchema, { ...valid, TEAMBOARD_DIAGNOSTICS: 'false' }).TEAMBOARD_DIAGNOSTICS,
    ).toBe(false)
    const error = errorOf(() =>
      parseEnv(serverEnvSchema, { ...valid, TEAMBOARD_DIAGNOSTICS: 'yes' }),
    )
    expect(error.message).toContain('TEAMBOARD_DIAGNOSTICS: must be 1, 0, true or false')
  })
})
