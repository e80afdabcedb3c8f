import { comparePositions } from '@teamboard/supabase'
import type { ColumnCount } from '@teamboard/supabase/queries'
import {
  type BoardPages,
  type ColumnPage,
  type PageCursor,
  countChange,
  withCounts,
} from './board-pages'
import type { BoardTask } from './task-types'

/**
 * The board's tasks as two layers: what the server last said (SSR, refetch, realtime, action
 * results) and the changes this tab made that the server has not confirmed yet. The screen shows
 * the second applied over the first, so a confirmation, a refusal (the change is dropped: that
 * is the rollback) or a teammate's edit never needs an undo log.
 */
export type TaskPatch = Partial<Pick<BoardTask, 'title' | 'priority' | 'assignee_id' | 'due_date'>>

export type TaskChange =
  | { kind: 'create'; task: BoardTask }
  | { kind: 'update'; id: string; patch: TaskPatch }
  | { kind: 'move'; id: string; columnId: string; position: string }
  | { kind: 'label'; id: string; labelId: string; on: boolean }
  /** "Move to board…": the card leaves this board. */
  | { kind: 'board'; id: string; boardId: string }
  | { kind: 'delete'; id: string }

interface PendingChange {
  opId: string
  change: TaskChange
  /** Sent and failed for want of a network: waits for `online`. */
  queued: boolean
}

export interface BoardState {
  server: ReadonlyMap<string, BoardTask>
  pending: readonly PendingChange[]
  /** How much of each column is loaded, and its counts (board-pages.ts). */
  pages: BoardPages
  /** Finished before this, a task is old (hidden until "Show older"). */
  cutoff: string
  /** The counts may be off (a change to a task not loaded): ask the server again. */
  stale: boolean
  /** Bumped by every change to the server rows: counts asked for before it may miss it. */
  version: number
}

/** What the page rendered: the loaded cards and each column's page. */
export interface BoardSnapshot {
  tasks: BoardTask[]
  pages: BoardPages
  cutoff: string
}

export type BoardAction =
  | { type: 'replace'; tasks: BoardTask[]; pages: BoardPages }
  /** More cards of some columns, and those columns' pages. */
  | { type: 'page'; tasks: BoardTask[]; pages: Record<string, ColumnPage> }
  /** A column's next cards for the view `query` (queryKey), up to its new first card not loaded. */
  | { type: 'more'; columnId: string; query: string; tasks: BoardTask[]; next: PageCursor | null }
  /** Counts asked for at `version`. */
  | { type: 'counts'; counts: ColumnCount[]; version: number }
  /** `inserted`: a new task, counted in its column. */
  | { type: 'upsert'; task: BoardTask; inserted?: boolean }
  /** `deleted`: the task is gone (else it left the board); an unknown one leaves counts stale. */
  | { type: 'remove'; id: string; deleted?: boolean }
  | { type: 'propose'; pending: PendingChange }
  | { type: 'queue'; opId: string }
  | { type: 'settle'; opId: string; task?: BoardTask | null }
  | { type: 'reject'; opId: string }

export function initialBoardState({ tasks, pages, cutoff }: BoardSnapshot): BoardState {
  const server = new Map(tasks.map((task) => [task.id, task]))
  return { server, pending: [], pages, cutoff, stale: false, version: 0 }
}

/** The server rows with `after` in place of `before` (either absent), the counts following. */
function changed(
  state: BoardState,
  before: BoardTask | undefined,
  after: BoardTask | undefined,
  known: boolean,
): BoardState {
  const id = (before ?? after)?.id
  if (!id) return state
  const server = new Map(state.server)
  if (after) server.set(id, after)
  else server.delete(id)
  const counts = known
    ? countChange(state.pages, before, after, state.cutoff)
    : { pages: state.pages, stale: true }
  return {
    ...state,
    server,
    pages: counts.pages,
    stale: state.stale || counts.stale,
    version: state.version + 1,
  }
}

function withTask(state: BoardState, task: BoardTask, inserted = false): BoardState {
  const current = state.server.get(task.id)
  // Realtime and action results can cross: never let an older row replace a newer one.
  if (current && current.updated_at > task.updated_at) return state
  return changed(state, current, task, current !== undefined || inserted)
}

function withoutTask(state: BoardState, id: string, deleted = true): BoardState {
  const current = state.server.get(id)
  if (current) return changed(state, current, undefined, true)
  return deleted ? { ...state, stale: true } : state
}

/** Cards a page brought (its counts came with it); the newer row of a card held already wins. */
function withLoaded(server: ReadonlyMap<string, BoardTask>, tasks: readonly BoardTask[]) {
  const next = new Map(server)
  for (const task of tasks) {
    const current = next.get(task.id)
    if (!current || current.updated_at < task.updated_at) next.set(task.id, task)
  }
  return next
}

/**
 * The row the board holds for `task` when a reload brought it back as it was: its card is
 * memoised on the object (task-card.tsx), so a catch-up that finds nothing new renders no card.
 */
function unchanged(server: ReadonlyMap<string, BoardTask>, task: BoardTask): BoardTask {
  const current = server.get(task.id)
  if (!current) return task
  const keys = Object.keys(task) as (keyof BoardTask)[]
  if (keys.length !== Object.keys(current).length) return task
  const same = keys.every((key) => {
    const [a, b] = [current[key], task[key]]
    return a === b || (Array.isArray(a) && Array.isArray(b) && a.join() === b.join())
  })
  return same ? current : task
}

export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  switch (action.type) {
    case 'replace':
      return {
        ...initialBoardState({
          tasks: action.tasks.map((task) => unchanged(state.server, task)),
          pages: action.pages,
          cutoff: state.cutoff,
        }),
        pending: state.pending,
        version: state.version + 1,
      }
    case 'page':
      return {
        ...state,
        server: withLoaded(state.server, action.tasks),
        pages: { ...state.pages, ...action.pages },
      }
    case 'more': {
      const page = state.pages[action.columnId]
      // The view changed while this page was on its way: its cards are not the view's.
      if (!page || page.query !== action.query) return state
      const pages = { ...state.pages, [action.columnId]: { ...page, next: action.next } }
      return { ...state, server: withLoaded(state.server, action.tasks), pages }
    }
    case 'counts':
      // Counts that may miss a change this board already counted, or one still in flight.
      if (action.version !== state.version || state.pending.length > 0) return state
      return { ...state, pages: withCounts(state.pages, action.counts), stale: false }
    case 'upsert':
      return withTask(state, action.task, action.inserted)
    case 'remove':
      return withoutTask(state, action.id, action.deleted)
    case 'propose':
      return { ...state, pending: [...state.pending, action.pending] }
    case 'queue':
      return {
        ...state,
        pending: state.pending.map((p) => (p.opId === action.opId ? { ...p, queued: true } : p)),
      }
    case 'settle': {
      const settled = state.pending.find((p) => p.opId === action.opId)
      const next = { ...state, pending: state.pending.filter((p) => p.opId !== action.opId) }
      const gone = settled?.change.kind === 'delete' || settled?.change.kind === 'board'
      if (gone && settled) return withoutTask(next, (settled.change as { id: string }).id)
      return action.task ? withTask(next, action.task, settled?.change.kind === 'create') : next
    }
    case 'reject':
      return { ...state, pending: state.pending.filter((p) => p.opId !== action.opId) }
  }
}

type EditChange = Extract<TaskChange, { kind: 'update' | 'label' | 'move' }>

function edited(task: BoardTask, change: EditChange): BoardTask {
  if (change.kind === 'update') return { ...task, ...change.patch }
  if (change.kind === 'label') {
    const others = task.label_ids.filter((labelId) => labelId !== change.labelId)
    return { ...task, label_ids: change.on ? [...others, change.labelId] : others }
  }
  return { ...task, column_id: change.columnId, position: change.position }
}

/**
 * A pending edit's result per change, while the row under it is the same object: the screen is
 * worked out again on every change anywhere on the board, and a memoised card (task-card.tsx)
 * re-renders only when its task is a new object.
 */
const editedRows = new WeakMap<TaskChange, { base: BoardTask; task: BoardTask }>()

function applyChange(tasks: Map<string, BoardTask>, change: TaskChange): void {
  if (change.kind === 'create') {
    tasks.set(change.task.id, tasks.get(change.task.id) ?? change.task)
    return
  }
  const task = tasks.get(change.id)
  if (!task) return
  if (change.kind === 'delete' || change.kind === 'board') {
    tasks.delete(change.id)
    return
  }
  const known = editedRows.get(change)
  if (known?.base === task) {
    tasks.set(task.id, known.task)
    return
  }
  const next = edited(task, change)
  editedRows.set(change, { base: task, task: next })
  tasks.set(task.id, next)
}

/** The tasks the screen shows: server rows with this tab's unconfirmed changes on top. */
export function visibleTasks(state: BoardState): Map<string, BoardTask> {
  const tasks = new Map(state.server)
  for (const { change } of state.pending) applyChange(tasks, change)
  return tasks
}

/** Fractional keys order by code unit, not by locale; the id breaks the rare tie. */
const compareTasks = comparePositions

/** Cards per column id, in column order; a task of an unknown column is not shown. */
export function groupByColumn(
  tasks: Iterable<BoardTask>,
  columnIds: readonly string[],
): Record<string, BoardTask[]> {
  const columns: Record<string, BoardTask[]> = Object.fromEntries(
    columnIds.map((id) => [id, [] as BoardTask[]]),
  )
  for (const task of tasks) columns[task.column_id]?.push(task)
  for (const id of columnIds) columns[id]?.sort(compareTasks)
  return columns
}
