import { describe, expect, it } from 'vitest'
import { parseSize } from './config.ts'

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
