import { describe, expect, it } from 'vitest'
import { nextRun } from './scheduler.ts'

describe('nextRun (pg_cron schedules)', () => {
  const at = Date.parse('2026-11-26T10:07:30Z')

  it('reads five cron fields in GMT', () => {
    expect(new Date(nextRun('*/5 * * * *', at)!).toISOString()).toBe('2026-11-26T10:10:00.000Z')
    expect(new Date(nextRun('0 7 * * *', at)!).toISOString()).toBe('2026-11-27T07:00:00.000Z')
    expect(new Date(nextRun('@hourly', at)!).toISOString()).toBe('2026-11-26T11:00:00.000Z')
  })

  it('runs an interval schedule N seconds later, and never runs @reboot again', () => {
    expect(nextRun('10 seconds', at)).toBe(at + 10_000)
    expect(nextRun('1 second', at)).toBe(at + 1_000)
    expect(nextRun('@reboot', at)).toBeNull()
  })
})
