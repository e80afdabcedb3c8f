import { describe, expect, it } from 'vitest'
import { boardReducer, groupByColumn, initialBoardState, visibleTasks } from './board-state'
import type { BoardTask } from './task-types'

const row = (id: string, patch: Partial<BoardTask> = {}): BoardTask =>
  ({
    id,
    title: id,
    column_id: 'todo',
    label_ids: [],
    position: 'a0',
    updated_at: '2026-01-01T00:00:00Z',
    ...patch,
  }) as BoardTask

const snapshot = (tasks: BoardTask[]) => ({ tasks, pages: {}, cutoff: '2026-01-01T00:00:00Z' })

describe('the board state: server rows under unconfirmed changes', () => {
  it('shows a change at once and drops it on refusal (the rollback)', () => {
    let state = initialBoardState(snapshot([row('t1')]))
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
    let state = initialBoardState(snapshot([row('t1')]))
    state = boardReducer(state, {
      type: 'propose',
      pending: {
        opId: 'o1',
        queued: true,
        change: { kind: 'move', id: 't1', columnId: 'done', position: 'a1' },
      },
    })
    state = boardReducer(state, {
      type: 'upsert',
      task: row('t1', { title: 'Renamed by B', updated_at: '2026-01-02T00:00:00Z' }),
    })
    expect(visibleTasks(state).get('t1')).toMatchObject({
      title: 'Renamed by B',
      column_id: 'done',
    })
  })

  it('ignores an older row arriving after a newer one', () => {
    let state = initialBoardState(
      snapshot([row('t1', { title: 'new', updated_at: '2026-01-02T00:00:00Z' })]),
    )
    state = boardReducer(state, { type: 'upsert', task: row('t1', { title: 'old' }) })
    expect(visibleTasks(state).get('t1')?.title).toBe('new')
  })

  it('a confirmed delete removes the row; a realtime delete of an unknown id is harmless', () => {
    let state = initialBoardState(snapshot([row('t1')]))
    state = boardReducer(state, {
      type: 'propose',
      pending: { opId: 'o1', queued: false, change: { kind: 'delete', id: 't1' } },
    })
    state = boardReducer(state, { type: 'settle', opId: 'o1' })
    state = boardReducer(state, { type: 'remove', id: 'nope' })
    expect(visibleTasks(state).size).toBe(0)
  })

  it('orders a column by position by code unit, then id', () => {
    const columns = groupByColumn(
      [row('b', { position: 'a0' }), row('a', { position: 'a0' }), row('c', { position: 'Zz' })],
      ['todo', 'done'],
    )
    expect(columns.todo?.map((t) => t.id)).toEqual(['c', 'a', 'b'])
    expect(columns.done).toEqual([])
  })

  it('puts a label on at once, and takes it off on refusal', () => {
    let state = initialBoardState(snapshot([row('t1', { label_ids: ['l1'] })]))
    const pending = { opId: 'o1', queued: false }
    state = boardReducer(state, {
      type: 'propose',
      pending: { ...pending, change: { kind: 'label', id: 't1', labelId: 'l2', on: true } },
    })
    expect(visibleTasks(state).get('t1')?.label_ids).toEqual(['l1', 'l2'])
    state = boardReducer(state, { type: 'reject', opId: 'o1' })
    expect(visibleTasks(state).get('t1')?.label_ids).toEqual(['l1'])
  })

  it('a task moved to another board leaves this one, also when the server answers with it', () => {
    let state = initialBoardState(snapshot([row('t1')]))
    state = boardReducer(state, {
      type: 'propose',
      pending: { opId: 'o1', queued: false, change: { kind: 'board', id: 't1', boardId: 'b2' } },
    })
    expect(visibleTasks(state).size).toBe(0)
    state = boardReducer(state, {
      type: 'settle',
      opId: 'o1',
      task: row('t1', { board_id: 'b2', updated_at: '2026-01-02T00:00:00Z' }),
    })
    expect(visibleTasks(state).size).toBe(0)
  })

  it("keeps a pending change's card object while its row stays, and makes a new one when the row changes", () => {
    let state = initialBoardState(snapshot([row('t1'), row('t2')]))
    state = boardReducer(state, {
      type: 'propose',
      pending: {
        opId: 'o1',
        queued: false,
        change: { kind: 'move', id: 't1', columnId: 'done', position: 'a1' },
      },
    })
    const moved = visibleTasks(state).get('t1')
    // A teammate's edit of another task: the moved card is the same object.
    state = boardReducer(state, { type: 'upsert', task: row('t2', { title: 'Renamed' }) })
    expect(visibleTasks(state).get('t1')).toBe(moved)
    // A newer row of the moved task itself: a new object, still under the pending move.
    state = boardReducer(state, {
      type: 'upsert',
      task: row('t1', { title: 'Newer', updated_at: '2026-01-02T00:00:00Z' }),
    })
    const again = visibleTasks(state).get('t1')
    expect(again).not.toBe(moved)
    expect(again).toMatchObject({ title: 'Newer', column_id: 'done', position: 'a1' })
  })

  it('keeps the card objects of the rows a reload brings back unchanged', () => {
    const kept = row('t1', { label_ids: ['l1'] })
    const edited = row('t2')
    let state = initialBoardState(snapshot([kept, edited]))
    state = boardReducer(state, {
      type: 'replace',
      tasks: [
        row('t1', { label_ids: ['l1'] }),
        row('t2', { title: 'Renamed' }),
        row('t3', { label_ids: ['l2'] }),
      ],
      pages: {},
    })
    const tasks = visibleTasks(state)
    expect(tasks.get('t1')).toBe(kept)
    expect(tasks.get('t2')).toMatchObject({ title: 'Renamed' })
    expect(tasks.get('t2')).not.toBe(edited)
    expect(tasks.get('t3')?.label_ids).toEqual(['l2'])
    // A label added or removed is a change, though the row's other columns are the same.
    state = boardReducer(state, {
      type: 'replace',
      tasks: [row('t1', { label_ids: ['l1', 'l2'] })],
      pages: {},
    })
    expect(visibleTasks(state).get('t1')?.label_ids).toEqual(['l1', 'l2'])
    expect(visibleTasks(state).has('t2')).toBe(false)
  })
})
