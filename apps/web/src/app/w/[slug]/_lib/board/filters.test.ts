import { describe, expect, it } from 'vitest'
import { filtersToSearch, hasFilters, parseFilters, taskMatcher } from './filters'
import type { BoardTask } from './task-types'

const task = (patch: Partial<BoardTask>): BoardTask =>
  ({
    title: 'Fix the login bug',
    priority: 'high',
    assignee_id: null,
    label_ids: [],
    ...patch,
  }) as BoardTask

describe('board filters in the URL', () => {
  it('round-trips and keeps unrelated params', () => {
    const params = new URLSearchParams('assignee=me&priority=high,urgent,bogus&q=fix%20bug&tab=x')
    const filters = parseFilters(params)
    expect(filters).toEqual({
      assignee: 'me',
      priorities: ['high', 'urgent'],
      label: null,
      text: 'fix bug',
    })
    expect(filtersToSearch(filters, new URLSearchParams('tab=x'))).toBe(
      '?tab=x&assignee=me&priority=high%2Curgent&q=fix+bug',
    )
  })

  it('drops empty filters from the URL', () => {
    const filters = parseFilters(new URLSearchParams(''))
    expect(hasFilters(filters)).toBe(false)
    expect(filtersToSearch(filters, new URLSearchParams('q=old'))).toBe('')
  })
})

describe('which tasks a filter shows', () => {
  const match = (search: string, t: BoardTask, me = 'u1') =>
    taskMatcher(parseFilters(new URLSearchParams(search)), me)(t)

  it('"me" is the viewer, "unassigned" is nobody, an id is that member', () => {
    expect(match('assignee=me', task({ assignee_id: 'u1' }))).toBe(true)
    expect(match('assignee=me', task({ assignee_id: 'u2' }))).toBe(false)
    expect(match('assignee=unassigned', task({ assignee_id: null }))).toBe(true)
    expect(match('assignee=unassigned', task({ assignee_id: 'u1' }))).toBe(false)
    expect(match('assignee=u2', task({ assignee_id: 'u2' }))).toBe(true)
  })

  it('a label is named in any case; an unknown name matches nothing', () => {
    const labels = [
      { id: 'l1', name: 'Bug', color: 'red' as const },
      { id: 'l2', name: 'Docs', color: 'blue' as const },
    ]
    const labelled = task({ label_ids: ['l1'] })
    const byLabel = (search: string) =>
      taskMatcher(parseFilters(new URLSearchParams(search)), 'u1', labels)(labelled)
    expect(byLabel('label=bug')).toBe(true)
    expect(byLabel('label=Docs')).toBe(false)
    expect(byLabel('label=nope')).toBe(false)
    expect(
      filtersToSearch(parseFilters(new URLSearchParams('label=Bug')), new URLSearchParams()),
    ).toBe('?label=Bug')
  })

  it('text matches every word of the title, in any case and order', () => {
    expect(match('q=BUG%20fix', task({}))).toBe(true)
    expect(match('q=fix%20footer', task({}))).toBe(false)
  })

  it('priorities are any-of', () => {
    expect(match('priority=low,high', task({ priority: 'high' }))).toBe(true)
    expect(match('priority=low', task({ priority: 'high' }))).toBe(false)
  })
})
