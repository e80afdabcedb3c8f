import { describe, expect, it } from 'vitest'
import { FilterError, matches, parseFilter } from './filters.ts'

const types = new Map([
  ['id', 'int8'],
  ['title', 'text'],
  ['done', 'bool'],
  ['due', 'timestamptz'],
  ['owner', 'uuid'],
])
const row = {
  id: 7,
  title: 'a,b',
  done: false,
  due: '2026-01-02T10:00:00+00:00',
  owner: 'AB5C0000-0000-0000-0000-000000000000',
}

function hit(filter: string, record: Record<string, unknown> = row) {
  return matches(parseFilter(filter), record, types)
}

describe('postgres_changes filters', () => {
  it('compares numbers as numbers, not strings', () => {
    expect(hit('id=eq.7')).toBe(true)
    expect(hit('id=gt.10')).toBe(false)
    expect(hit('id=lt.10')).toBe(true)
    expect(hit('id=gte.7')).toBe(true)
    expect(hit('id=lte.6')).toBe(false)
    expect(hit('id=neq.7')).toBe(false)
  })

  it('reads in-lists with quoted values containing commas', () => {
    expect(hit('title=in.(x,"a,b")')).toBe(true)
    expect(hit('id=in.(1,2,3)')).toBe(false)
    expect(hit('id=in.()')).toBe(false)
  })

  it('ANDs comma-joined conditions and honours not.', () => {
    expect(hit('id=gt.0,id=lt.100')).toBe(true)
    expect(hit('id=gt.0,id=lt.5')).toBe(false)
    expect(hit('id=not.in.(1,7)')).toBe(false)
  })

  it('compares booleans, timestamps and uuids by their type', () => {
    expect(hit('done=eq.false')).toBe(true)
    expect(hit('due=gt.2026-01-02T09:00:00Z')).toBe(true)
    expect(hit('due=lt.2026-01-02 09:00:00+00')).toBe(false)
    expect(hit('owner=eq.ab5c0000-0000-0000-0000-000000000000')).toBe(true)
  })

  it('never matches a NULL or a missing column', () => {
    expect(hit('title=neq.x', { ...row, title: null })).toBe(false)
    expect(hit('nope=eq.1')).toBe(false)
    expect(matches(parseFilter('id=eq.1'), null, types)).toBe(false)
  })

  it('rejects operators Realtime does not support', () => {
    expect(() => parseFilter('id=like.%a%')).toThrow(FilterError)
    expect(() => parseFilter('garbage')).toThrow(FilterError)
    expect(() => parseFilter('id=in.1,2')).toThrow(FilterError)
  })
})
