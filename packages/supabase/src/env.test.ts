import { afterEach, describe, expect, it, vi } from 'vitest'
import { publicEnv, resetEnvCache, serverEnv } from './env'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  resetEnvCache()
})

describe('env', () => {
  it('reads and validates the public variables', () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://127.0.0.1:54321')
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_x')
    expect(publicEnv()).toEqual({ NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' })
  })

  it('names the variable that is wrong', () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'not a url')
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', '')
    expect(() => publicEnv()).toThrow(/NEXT_PUBLIC_SUPABASE_URL must be an http\(s\) URL; NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is required/)
  })

  it('requires the secret key on the server and refuses to run in a browser', () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://127.0.0.1:54321')
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_x')
    vi.stubEnv('SUPABASE_SECRET_KEY', '')
    expect(() => serverEnv()).toThrow(/SUPABASE_SECRET_KEY is required/)
    vi.stubGlobal('window', {})
    expect(() => serverEnv()).toThrow(/server-only/)
  })
})
