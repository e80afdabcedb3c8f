import { describe, expect, it } from 'vitest'
import { functionSecrets, parseSize } from './config.ts'

describe('parseSize', () => {
  it('reads the Supabase CLI size notations', () => {
    expect(parseSize('50MiB', 0)).toBe(50 * 1024 * 1024)
    expect(parseSize('10MB', 0)).toBe(10 * 1000 * 1000)
    expect(parseSize('512KiB', 0)).toBe(512 * 1024)
    expect(parseSize('2048', 0)).toBe(2048)
  })

  it('falls back on missing or unreadable values', () => {
    expect(parseSize(undefined, 7)).toBe(7)
    expect(parseSize('lots', 7)).toBe(7)
  })
})

describe('functionSecrets', () => {
  const config = {
    edge_runtime: {
      secrets: {
        CONSOLE_ORIGINS: 'http://localhost:5180',
        TOKEN: 'env(MY_TOKEN)',
        SUPABASE_X: 'no',
      },
    },
  }

  it('passes [edge_runtime.secrets] as the Supabase CLI does: env() read, SUPABASE_* skipped', () => {
    const host = (name: string) => (name === 'MY_TOKEN' ? 't0k3n' : undefined)
    expect(functionSecrets(config, {}, host)).toEqual({
      CONSOLE_ORIGINS: 'http://localhost:5180',
      TOKEN: 't0k3n',
    })
  })

  it('lets a test override or remove a secret', () => {
    expect(
      functionSecrets(config, { CONSOLE_ORIGINS: undefined, EXTRA: 'x' }, () => undefined),
    ).toEqual({
      CONSOLE_ORIGINS: undefined,
      TOKEN: undefined,
      EXTRA: 'x',
    })
  })
})
