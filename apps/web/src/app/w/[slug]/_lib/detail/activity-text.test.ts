import { describe, expect, it } from 'vitest'
import { activityText } from './activity-text'

const names = new Map([['u1', 'Ada']])
const nameOf = (id: string) => names.get(id) ?? 'a former member'

describe('activityText', () => {
  it('says what changed in the board’s words', () => {
    expect(
      activityText({ kind: 'status_changed', data: { from: 'todo', to: 'in_progress' } }, nameOf),
    ).toBe('moved this from Todo to In progress')
    expect(
      activityText({ kind: 'priority_changed', data: { from: 'none', to: 'high' } }, nameOf),
    ).toBe('changed the priority from No priority to High')
    expect(activityText({ kind: 'task_created', data: { number: 1 } }, nameOf)).toBe('created this')
    expect(activityText({ kind: 'title_changed', data: { from: 'a', to: 'b' } }, nameOf)).toBe(
      'renamed this from “a” to “b”',
    )
  })
  it('speaks of columns, boards, labels and checklists by the names they had', () => {
    const text = (kind: string, data: unknown) => activityText({ kind, data }, nameOf)
    expect(text('column_changed', { from: 'Todo', to: 'Review' })).toBe(
      'moved this from Todo to Review',
    )
    expect(text('board_changed', { from: 'General', to: 'Hiring' })).toBe(
      'moved this from the board General to Hiring',
    )
    expect(text('label_added', { name: 'Bug' })).toBe('added the label Bug')
    expect(text('label_removed', { name: 'Bug' })).toBe('removed the label Bug')
    expect(text('checklist_item_completed', { body: 'Ship' })).toBe('completed “Ship”')
  })
  it('names assignees, including people who left', () => {
    expect(activityText({ kind: 'assigned', data: { from: null, to: 'u1' } }, nameOf)).toBe(
      'assigned this to Ada',
    )
    expect(activityText({ kind: 'assigned', data: { from: 'u2', to: null } }, nameOf)).toBe(
      'unassigned a former member',
    )
  })
  it('says how the due date and the description changed', () => {
    const dateOf = (date: string) => `<${date}>`
    const due = (from: string | null, to: string | null) =>
      activityText({ kind: 'due_date_changed', data: { from, to } }, nameOf, dateOf)
    expect(due(null, '2026-12-01')).toBe('set the due date to <2026-12-01>')
    expect(due('2026-12-01', '2027-01-02')).toBe(
      'changed the due date from <2026-12-01> to <2027-01-02>',
    )
    expect(due('2026-12-01', null)).toBe('removed the due date')
    expect(activityText({ kind: 'description_changed', data: {} }, nameOf)).toBe(
      'edited the description',
    )
  })
  it('never throws on a row it does not know', () => {
    expect(activityText({ kind: 'something_new', data: null }, nameOf)).toBe('changed this')
    expect(activityText({ kind: 'status_changed', data: 'odd' }, nameOf)).toBe(
      'moved this from another status to another status',
    )
  })
})
