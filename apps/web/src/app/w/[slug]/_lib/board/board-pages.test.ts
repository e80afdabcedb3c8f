import { describe, expect, it } from 'vitest'
import {
  type BoardView,
  type ColumnPage,
  countChange,
  defaultView,
  isLocal,
  isOld,
  queryKey,
} from './board-pages'
import { snapshotFrom, toQuery } from './board-page-rows'
import { boardReducer, initialBoardState } from './board-state'
import { viewColumns } from './column-view'
import { taskMatcher } from './filters'
import type { BoardTask } from './task-types'

const cutoff = '2026-01-15T00:00:00Z'
const row = (id: string, patch: Partial<BoardTask> = {}): BoardTask =>
  ({
    id,
    title: id,
    column_id: 'todo',
    label_ids: [],
    priority: 'none',
    assignee_id: null,
    position: `a${id}`,
    completed_at: null,
    updated_at: '2026-01-20T00:00:00Z',
    ...patch,
  }) as BoardTask

const page = (patch: Partial<ColumnPage> = {}): ColumnPage => ({
  group: 'unstarted',
  total: 0,
  matching: 0,
  older: 0,
  next: null,
  query: queryKey(defaultView, patch.group ?? 'unstarted'),
  filtered: false,
  showsOlder: false,
  ...patch,
})

const filtered = (text: string): BoardView => ({
  ...defaultView,
  filters: { ...defaultView.filters, text },
})

describe('board pages', () => {
  it('keeps the first page of each column; the extra card marks where the next page starts', () => {
    const rows = [row('1'), row('2'), row('3'), row('4', { column_id: 'done' })]
    const groups = new Map([
      ['todo', 'unstarted' as const],
      ['done', 'completed' as const],
    ])
    const counts = [
      { column_id: 'todo', total: 9, matching: 9, older: 0 },
      { column_id: 'done', total: 1, matching: 1, older: 0 },
    ]
    // A page of 50 (limits.boardPageSize): three cards fit, no extra one.
    const { tasks, pages } = snapshotFrom(rows, counts, groups, defaultView)
    expect(tasks).toHaveLength(4)
    expect(pages.todo).toMatchObject({ total: 9, next: null, group: 'unstarted' })
  })

  it('filters on the client only a column loaded whole without filters', () => {
    expect(isLocal(page(), filtered('bug'))).toBe(true)
    expect(isLocal(page({ next: { position: 'a9', id: '9' } }), filtered('bug'))).toBe(false)
    expect(isLocal(page({ next: { position: 'a9', id: '9' } }), defaultView)).toBe(true)
    // Show older changes what a finished column holds, not an unfinished one.
    const older = { ...defaultView, showOlder: true }
    expect(isLocal(page(), older)).toBe(true)
    expect(isLocal(page({ group: 'completed' }), older)).toBe(false)
  })

  it('a finished task is old after the cutoff: completed_at, else its last change', () => {
    const done = row('1', { completed_at: '2026-01-01T00:00:00Z' })
    expect(isOld(done, 'completed', cutoff)).toBe(true)
    expect(isOld(done, 'started', cutoff)).toBe(false)
    expect(isOld(row('2', { updated_at: '2026-01-01T00:00:00Z' }), 'canceled', cutoff)).toBe(true)
    expect(isOld(row('3'), 'canceled', cutoff)).toBe(false)
  })

  it('names the view for the database: me, unassigned, an unknown label matches nothing', () => {
    const labels = [{ id: 'l1', name: 'Bug', color: 'red' as const }]
    const view = {
      filters: { assignee: 'me', priorities: ['high' as const], label: 'bug', text: ' Fix  it ' },
      showOlder: false,
    }
    expect(toQuery(view, 'u1', labels, cutoff)).toEqual({
      assigneeId: 'u1',
      unassigned: false,
      priorities: ['high'],
      labelId: 'l1',
      words: ['fix', 'it'],
      olderThan: cutoff,
    })
    const other = { ...view, filters: { ...view.filters, assignee: 'unassigned', label: 'x' } }
    expect(toQuery({ ...other, showOlder: true }, 'u1', labels, cutoff)).toMatchObject({
      assigneeId: null,
      unassigned: true,
      labelId: '00000000-0000-0000-0000-000000000000',
      olderThan: null,
    })
  })

  it('counts a loaded card moving between columns exactly; a filtered page asks the server', () => {
    const pages = {
      todo: page({ total: 60, matching: 60 }),
      done: page({ group: 'completed', total: 5, matching: 5 }),
    }
    const moved = countChange(pages, row('1'), row('1', { column_id: 'done' }), cutoff)
    expect(moved.pages.todo).toMatchObject({ total: 59, matching: 59 })
    expect(moved.pages.done).toMatchObject({ total: 6, matching: 6 })
    expect(moved.stale).toBe(false)
    const withFilters = { ...pages, todo: page({ total: 60, filtered: true }) }
    expect(countChange(withFilters, row('1'), undefined, cutoff).stale).toBe(true)
  })
})

describe('the board state with pages', () => {
  const next = { position: 'a50', id: '50' }
  const start = () =>
    initialBoardState({
      tasks: [row('1'), row('2')],
      pages: {
        todo: page({ total: 70, matching: 70, next }),
        done: page({ group: 'completed', total: 0, matching: 0 }),
      },
      cutoff,
    })

  it('a card moved in live from beyond the loaded ones appears, and the counts follow', () => {
    let state = start()
    // Not loaded: its old column is unknown, so the counts are asked for again.
    state = boardReducer(state, {
      type: 'upsert',
      task: row('77', { column_id: 'done', position: 'a0' }),
    })
    expect(state.server.has('77')).toBe(true)
    expect(state.stale).toBe(true)
    const views = viewColumns(
      {
        visible: state.server,
        server: state.server,
        pendingIds: new Set(),
        pages: state.pages,
        cutoff,
      },
      ['todo', 'done'],
      defaultView,
      () => true,
    )
    expect(views.done?.tasks.map((t) => t.id)).toEqual(['77'])
    state = boardReducer(state, {
      type: 'counts',
      version: state.version,
      counts: [
        { column_id: 'todo', total: 69, matching: 69, older: 0 },
        { column_id: 'done', total: 1, matching: 1, older: 0 },
      ],
    })
    expect(state.stale).toBe(false)
    expect(state.pages.todo?.total).toBe(69)
  })

  it('drops counts asked for before a change it counted itself', () => {
    let state = start()
    const asked = state.version
    state = boardReducer(state, {
      type: 'upsert',
      task: row('1', { column_id: 'done', updated_at: '2026-01-21T00:00:00Z' }),
    })
    state = boardReducer(state, {
      type: 'counts',
      version: asked,
      counts: [{ column_id: 'todo', total: 1, matching: 1, older: 0 }],
    })
    expect(state.pages.todo?.total).toBe(69)
    expect(state.pages.done?.total).toBe(1)
  })

  it('hides cards past the first one not loaded, shows a pending drop before it, counts the drop', () => {
    let state = start()
    state = boardReducer(state, {
      type: 'upsert',
      task: row('90', { position: 'a90' }),
      inserted: true,
    })
    expect(state.pages.todo?.total).toBe(71)
    state = boardReducer(state, {
      type: 'propose',
      pending: {
        opId: 'o',
        queued: false,
        change: { kind: 'move', id: '1', columnId: 'done', position: 'a5' },
      },
    })
    const visible = new Map(state.server).set('1', row('1', { column_id: 'done', position: 'a5' }))
    const views = viewColumns(
      { visible, server: state.server, pendingIds: new Set(['1']), pages: state.pages, cutoff },
      ['todo', 'done'],
      defaultView,
      taskMatcher(defaultView.filters, 'me'),
    )
    expect(views.todo?.tasks.map((t) => t.id)).toEqual(['2'])
    expect(views.todo).toMatchObject({ shown: 70, total: 70, more: true })
    // Loaded whole: counted from its cards (none before the drop).
    expect(views.done).toMatchObject({ shown: 1, total: 1, more: false })
  })

  it('a page for a view that has changed since it was asked for is dropped', () => {
    let state = start()
    state = boardReducer(state, {
      type: 'more',
      columnId: 'todo',
      query: 'other',
      tasks: [row('60', { position: 'a60' })],
      next: null,
    })
    expect(state.server.has('60')).toBe(false)
    state = boardReducer(state, {
      type: 'more',
      columnId: 'todo',
      query: state.pages.todo!.query,
      tasks: [row('60', { position: 'a60' })],
      next: null,
    })
    expect(state.pages.todo?.next).toBeNull()
    expect(state.server.has('60')).toBe(true)
  })
})
