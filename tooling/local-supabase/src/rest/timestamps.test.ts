import { describe, expect, it } from 'vitest'
import { isoTimestamp, isoTimestamptz } from './timestamps.ts'

describe('timestamps as PostgREST renders them', () => {
  it('timestamptz: a T between date and time and a full offset', () => {
    expect(isoTimestamptz('2026-11-23 08:05:05.177+00')).toBe('2026-11-23T08:05:05.177+00:00')
    expect(isoTimestamptz('2026-11-23 08:05:05+05:30')).toBe('2026-11-23T08:05:05+05:30')
    expect(isoTimestamptz('1884-01-01 00:00:00-00:01:15')).toBe('1884-01-01T00:00:00-00:01:15')
  })

  it('timestamp without time zone: only the T', () => {
    expect(isoTimestamp('2026-11-23 08:05:05.123456')).toBe('2026-11-23T08:05:05.123456')
  })

  it('leaves infinity and BC dates as Postgres writes them', () => {
    expect(isoTimestamptz('infinity')).toBe('infinity')
    expect(isoTimestamptz('0044-03-15 12:00:00+00 BC')).toBe('0044-03-15 12:00:00+00 BC')
  })
})
