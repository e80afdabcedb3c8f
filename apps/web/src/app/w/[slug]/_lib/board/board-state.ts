import { comparePositions } from '@teamboard/supabase'
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
}

export type BoardAction =
  | { type: 'replace'; tasks: BoardTask[] }
  | { type: 'upsert'; task: BoardTask }
  | { type: 'remove'; id: string }
  | { type: 'propose'; pending: PendingChange }
  | { type: 'queue'; opId: string }
  | { type: 'settle'; opId: string; task?: BoardTask | null }
  | { type: 'reject'; opId: string }

export function initialBoardState(tasks: BoardTask[]): BoardState {
  return { server: new Map(tasks.map((task) => [task.id, task])), pending: [] }
}

function withTask(server: ReadonlyMap<string, BoardTask>, task: BoardTask) {
  const current = server.get(task.id)
  // Realtime and action results can cross: never let an older row replace a newer one.
  if (current && current.updated_at > task.updated_at) return server
  return new Map(server).set(task.id, task)
}

function withoutTask(server: ReadonlyMap<string, BoardTask>, id: string) {
  if (!server.has(id)) return server
  const next = new Map(server)
  next.delete(id)
  return next
}

export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  switch (action.type) {
    case 'replace':
      return { ...state, server: initialBoardState(action.tasks).server }
    case 'upsert':
      return { ...state, server: withTask(state.server, action.task) }
    case 'remove':
      return { ...state, server: withoutTask(state.server, action.id) }
    case 'propose':
      return { ...state, pending: [...state.pending, action.pending] }
    case 'queue':
      return {
        ...state,
        pending: state.pending.map((p) => (p.opId === action.opId ? { ...p, queued: true } : p)),
      }
    case 'settle': {
      const settled = state.pending.find((p) => p.opId === action.opId)
      const pending = state.pending.filter((p) => p.opId !== action.opId)
      let server = state.server
      const gone = settled?.change.kind === 'delete' || settled?.change.kind === 'board'
      if (gone && settled) server = withoutTask(server, (settled.change as { id: string }).id)
      else if (action.task) server = withTask(server, action.task)
      return { server, pending }
    }
    case 'reject':
      return { ...state, pending: state.pending.filter((p) => p.opId !== action.opId) }
  }
}

function applyChange(tasks: Map<string, BoardTask>, change: TaskChange): void {
  if (change.kind === 'create') {
    tasks.set(change.task.id, tasks.get(change.task.id) ?? change.task)
    return
  }
  const task = tasks.get(change.id)
  if (!task) return
  if (change.kind === 'delete' || change.kind === 'board') tasks.delete(change.id)
  else if (change.kind === 'update') tasks.set(task.id, { ...task, ...change.patch })
  else if (change.kind === 'label') {
    const others = task.label_ids.filter((labelId) => labelId !== change.labelId)
    tasks.set(task.id, { ...task, label_ids: change.on ? [...others, change.labelId] : others })
  } else tasks.set(task.id, { ...task, column_id: change.columnId, position: change.position })
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
