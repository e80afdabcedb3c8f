import { describe, expect, it, vi } from 'vitest'

// `server-only` refuses to load outside a server bundle; the schema itself is plain zod.
vi.mock('server-only', () => ({}))
const { EnvError, parseEnv } = await import('./env')

const valid = {
  NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc',
}

function errorOf(run: () => unknown): InstanceType<typeof EnvError> {
  try {
    run()
  } catch (error) {
    if (error instanceof EnvError) return error
    throw error
  }
  throw new Error('expected an EnvError')
}

describe('environment validation', () => {
  it("accepts @teamboard/supabase's variables and fills in the app's defaults", () => {
    const env = parseEnv(valid)
    expect(env.NEXT_PUBLIC_SUPABASE_URL).toBe('https://abc.supabase.co')
    expect(env.TEAMBOARD_DIAGNOSTICS).toBe(false)
  })

  it("names every bad variable in one error, with @teamboard/supabase's rules", () => {
    const error = errorOf(() => parseEnv({ NEXT_PUBLIC_SUPABASE_URL: 'ftp://x' }))
    expect(error.message).toContain(
      'NEXT_PUBLIC_SUPABASE_URL: NEXT_PUBLIC_SUPABASE_URL must be an http(s) URL',
    )
    expect(error.message).toContain('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: is missing')
    expect(error.message).toContain('.env.local')
  })

  it('reads the diagnostics flag and rejects values it cannot interpret', () => {
    expect(parseEnv({ ...valid, TEAMBOARD_DIAGNOSTICS: '1' }).TEAMBOARD_DIAGNOSTICS).toBe(true)
    expect(parseEnv({ ...valid, TEAMBOARD_DIAGNOSTICS: 'false' }).TEAMBOARD_DIAGNOSTICS).toBe(false)
    expect(parseEnv({ ...valid, TEAMBOARD_DIAGNOSTICS: ' ' }).TEAMBOARD_DIAGNOSTICS).toBe(false)
    const error = errorOf(() => parseEnv({ ...valid, TEAMBOARD_DIAGNOSTICS: 'yes' }))
    expect(error.message).toContain('TEAMBOARD_DIAGNOSTICS: must be 1, 0, true or false')
  })

  it('reads the import step size, and refuses one that is not a whole number of cards', () => {
    expect(parseEnv(valid).TEAMBOARD_IMPORT_STEP_CARDS).toBeUndefined()
    expect(
      parseEnv({ ...valid, TEAMBOARD_IMPORT_STEP_CARDS: '50' }).TEAMBOARD_IMPORT_STEP_CARDS,
    ).toBe(50)
    for (const bad of ['0', '2.5', 'lots', '5000'])
      expect(
        errorOf(() => parseEnv({ ...valid, TEAMBOARD_IMPORT_STEP_CARDS: bad })).message,
      ).toContain('TEAMBOARD_IMPORT_STEP_CARDS: must be a whole number from 1 to 1000')
  })
})
