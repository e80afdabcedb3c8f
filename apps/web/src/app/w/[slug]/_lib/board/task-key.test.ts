import { describe, expect, it } from 'vitest'
import { formatDueDate, isOverdue, taskKey } from './task-key'

describe('task keys and due dates', () => {
  it('takes the uppercase first word of the slug', () => {
    expect(taskKey('acme-design', 12)).toBe('ACME-12')
    expect(taskKey('ops', null)).toBe('OPS-…')
  })

  it('is overdue only after the due day', () => {
    expect(isOverdue('2026-11-22', '2026-11-23')).toBe(true)
    expect(isOverdue('2026-11-23', '2026-11-23')).toBe(false)
    expect(isOverdue(null, '2026-11-23')).toBe(false)
    expect(formatDueDate('2026-11-23', '2026-01-05', 'en-US')).toBe('Nov 23')
    expect(formatDueDate('2025-11-20', '2026-01-05', 'en-US')).toBe('Nov 20, 2025')
    expect(formatDueDate('2027-01-02', '2026-12-31', 'en-GB')).toBe('2 Jan 2027')
    expect(formatDueDate('2026-03-04', '2026-01-05', 'de-DE')).toBe('4. März')
  })
})
