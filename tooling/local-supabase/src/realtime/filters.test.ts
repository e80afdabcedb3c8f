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

  it('applies like, ilike, match, imatch, is and isdistinct as Postgres does', () => {
    expect(hit('title=like.a%')).toBe(true)
    expect(hit('title=like.A%')).toBe(false)
    expect(hit('title=ilike.A_B')).toBe(true)
    expect(hit('title=like."a,b"')).toBe(true)
    expect(hit('title=like.a\\_b')).toBe(false)
    expect(hit('title=not.like.%z%')).toBe(true)
    expect(hit('title=match.^a')).toBe(true)
    expect(hit('title=imatch."^A,B$"')).toBe(true)
    expect(hit('title=match.(')).toBe(false)
    expect(hit('done=is.false')).toBe(true)
    expect(hit('done=is.true')).toBe(false)
    expect(hit('title=is.null', { ...row, title: null })).toBe(true)
    expect(hit('title=not.is.null', { ...row, title: null })).toBe(false)
    expect(hit('id=isdistinct.7')).toBe(false)
    expect(hit('id=isdistinct.7', { ...row, id: null })).toBe(true)
    expect(hit('id=not.isdistinct.7')).toBe(true)
  })

  it('reports a bad filter with the text Realtime gives after "Error parsing `filter` params: "', () => {
    const reason = (filter: string) => {
      try {
        parseFilter(filter)
      } catch (error) {
        if (error instanceof FilterError) return error.message
        throw error
      }
      return 'parsed'
    }
    // Upstream's own examples (subscriptions.ex and realtime_channel_test.exs).
    expect(reason('subject=foo.hey')).toBe('["foo", "hey"]')
    expect(reason('undefined')).toBe('["undefined"]')
    expect(reason('wrong')).toBe('["wrong"]')
    expect(reason('id=eq')).toBe('["eq"]')
    expect(reason('id=not.nope."a\\"b"')).toBe('["nope", "\\"a\\\\\\"b\\""]')
    expect(reason('id=in.1,2')).toBe('`in` filter value must be wrapped by parentheses')
    expect(reason('id=eq.1,,id=eq.2')).toBe(
      'filter must not contain empty segments (check for extra commas)',
    )
    expect(reason('   ')).toBe('parsed')
  })

  it('keeps values as Realtime stores them: unquoted, in-lists as array literals', () => {
    expect(parseFilter('title=eq."a,b",id=not.in.(1, "2,3")')).toEqual([
      { column: 'title', op: 'eq', negate: false, value: 'a,b', values: ['a,b'] },
      { column: 'id', op: 'in', negate: true, value: '{1, "2,3"}', values: ['1', '2,3'] },
    ])
  })
})
