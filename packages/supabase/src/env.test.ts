import { afterEach, describe, expect, it, vi } from 'vitest'
import { authCookieOptions, publicEnv, resetEnvCache, serverEnv } from './env'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  resetEnvCache()
})

describe('env', () => {
  it('reads and validates the public variables', () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://127.0.0.1:54321')
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_x')
    expect(publicEnv()).toEqual({
      NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321',
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    })
  })

  it('names the variable that is wrong', () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'not a url')
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', '')
    expect(() => publicEnv()).toThrow(
      /NEXT_PUBLIC_SUPABASE_URL must be an http\(s\) URL; NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is required/,
    )
  })

  it('says the same of a missing or non-http variable in the browser check and on the server', () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'ftp://127.0.0.1')
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', undefined)
    vi.stubEnv('SUPABASE_SECRET_KEY', 'sb_secret_x')
    const expected =
      /NEXT_PUBLIC_SUPABASE_URL must be an http\(s\) URL; NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is required$/
    expect(() => publicEnv()).toThrow(expected)
    expect(() => serverEnv()).toThrow(expected)
  })

  it('requires the secret key on the server and refuses to run in a browser', () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://127.0.0.1:54321')
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_x')
    vi.stubEnv('SUPABASE_SECRET_KEY', '')
    expect(() => serverEnv()).toThrow(/SUPABASE_SECRET_KEY is required/)
    vi.stubGlobal('window', {})
    expect(() => serverEnv()).toThrow(/server-only/)
  })

  it('catches the two keys swapped, which would put the secret key in browser bundles', () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://127.0.0.1:54321')
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_secret_x')
    vi.stubEnv('SUPABASE_SECRET_KEY', 'sb_publishable_x')
    expect(() => publicEnv()).toThrow(/NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is a secret key/)
    expect(() => serverEnv()).toThrow(/SUPABASE_SECRET_KEY is a publishable key/)
  })

  it('marks auth cookies Secure in production builds and SameSite=Lax always', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(authCookieOptions()).toEqual({ path: '/', sameSite: 'lax', secure: true })
    vi.stubEnv('NODE_ENV', 'development')
    // Plain-HTTP dev servers on other hosts than localhost would drop Secure cookies.
    expect(authCookieOptions()).toEqual({ path: '/', sameSite: 'lax', secure: false })
  })
})
