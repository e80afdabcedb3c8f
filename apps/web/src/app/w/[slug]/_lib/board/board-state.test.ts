import { describe, expect, it } from 'vitest'
import { boardReducer, groupByStatus, initialBoardState, visibleTasks } from './board-state'
import { type BoardTask, taskStatuses } from './task-types'

const row = (id: string, patch: Partial<BoardTask> = {}): BoardTask =>
  ({
    id,
    title: id,
    status: 'todo',
    position: 'a0',
    updated_at: '2026-01-01T00:00:00Z',
    ...patch,
  }) as BoardTask

describe('the board state: server rows under unconfirmed changes', () => {
  it('shows a change at once and drops it on refusal (the rollback)', () => {
    let state = initialBoardState([row('t1')])
    state = boardReducer(state, {
      type: 'propose',
      pending: {
        opId: 'o1',
        queued: false,
        change: { kind: 'update', id: 't1', patch: { title: 'New' } },
      },
    })
    expect(visibleTasks(state).get('t1')?.title).toBe('New')
    state = boardReducer(state, { type: 'reject', opId: 'o1' })
    expect(visibleTasks(state).get('t1')?.title).toBe('t1')
  })

  it("keeps a teammate's newer row under this tab's pending move", () => {
    let state = initialBoardState([row('t1')])
    state = boardReducer(state, {
      type: 'propose',
      pending: {
        opId: 'o1',
        queued: true,
        change: { kind: 'move', id: 't1', status: 'done', position: 'a1' },
      },
    })
    state = boardReducer(state, {
      type: 'upsert',
      task: row('t1', { title: 'Renamed by B', updated_at: '2026-01-02T00:00:00Z' }),
    })
    expect(visibleTasks(state).get('t1')).toMatchObject({ title: 'Renamed by B', status: 'done' })
  })

  it('ignores an older row arriving after a newer one', () => {
    let state = initialBoardState([row('t1', { title: 'new', updated_at: '2026-01-02T00:00:00Z' })])
    state = boardReducer(state, { type: 'upsert', task: row('t1', { title: 'old' }) })
    expect(visibleTasks(state).get('t1')?.title).toBe('new')
  })

  it('a confirmed delete removes the row; a realtime delete of an unknown id is harmless', () => {
    let state = initialBoardState([row('t1')])
    state = boardReducer(state, {
      type: 'propose',
      pending: { opId: 'o1', queued: false, change: { kind: 'delete', id: 't1' } },
    })
    state = boardReducer(state, { type: 'settle', opId: 'o1' })
    state = boardReducer(state, { type: 'remove', id: 'nope' })
    expect(visibleTasks(state).size).toBe(0)
  })

  it('orders a column by position by code unit, then id', () => {
    const columns = groupByStatus(
      [row('b', { position: 'a0' }), row('a', { position: 'a0' }), row('c', { position: 'Zz' })],
      taskStatuses,
    )
    expect(columns.todo.map((t) => t.id)).toEqual(['c', 'a', 'b'])
  })
})
