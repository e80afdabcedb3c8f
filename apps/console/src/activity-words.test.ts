import { describe, expect, it } from 'vitest'
import { activityWords } from './activity-words'
import type { ActivityReport } from './staff-api'

const base: ActivityReport = {
  id: '1',
  kind: 'task_created',
  data: {},
  created_at: '2026-11-26T10:00:00Z',
  actorName: 'Ada',
  task: { number: 3, title: 'Ship it' },
}
const nameOf = (id: string) => (id === 'u2' ? 'Bob' : 'a former member')

describe('activityWords', () => {
  it('names the person and the task, never the raw kind', () => {
    expect(activityWords(base, nameOf)).toBe('Ada created #3 “Ship it”')
    expect(
      activityWords(
        { ...base, kind: 'status_changed', data: { from: 'todo', to: 'done' } },
        nameOf,
      ),
    ).toBe('Ada moved #3 “Ship it” from Todo to Done')
    expect(
      activityWords(
        { ...base, kind: 'column_changed', data: { from: 'Todo', to: 'Done' } },
        nameOf,
      ),
    ).toBe('Ada moved #3 “Ship it” from Todo to Done')
    expect(activityWords({ ...base, kind: 'assigned', data: { to: 'u2' } }, nameOf)).toBe(
      'Ada assigned #3 “Ship it” to Bob',
    )
  })

  it('copes with a deleted task and a deleted actor', () => {
    expect(activityWords({ ...base, actorName: null, task: null }, nameOf)).toBe(
      'Someone created a deleted task',
    )
  })
})
