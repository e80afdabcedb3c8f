import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

describe('relativeTime', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  it('says how long ago, coarsening with age', () => {
    expect(relativeTime('2026-11-23T11:59:30Z', now)).toBe('just now')
    expect(relativeTime('2026-11-23T11:58:00Z', now)).toBe('2 min ago')
    expect(relativeTime('2026-11-23T09:00:00Z', now)).toBe('3 h ago')
    expect(relativeTime('2026-11-18T12:00:00Z', now)).toBe('5 d ago')
    expect(relativeTime('2026-01-02T12:00:00Z', now)).toBe('Jan 2, 2026')
  })
  it('treats a clock slightly ahead as now', () => {
    expect(relativeTime('2026-11-23T12:00:05Z', now)).toBe('just now')
  })
})
