import { describe, expect, it } from 'vitest'
import { statusForSqlState } from './errors.ts'

describe('statusForSqlState', () => {
  it('follows PostgREST for the codes lite leaves unmapped', () => {
    expect(statusForSqlState('23514')).toBe(400)
    expect(statusForSqlState('P0001')).toBe(400)
    expect(statusForSqlState('23505')).toBe(409)
    expect(statusForSqlState('40001')).toBe(500)
    expect(statusForSqlState('53300')).toBe(503)
    expect(statusForSqlState('28000')).toBe(403)
  })
})
