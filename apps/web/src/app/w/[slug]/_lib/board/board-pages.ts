import type { ColumnCount, PageCursor } from '@teamboard/supabase/queries'
import type { BoardFilters } from './filters'
import type { BoardTask, ColumnGroup } from './task-types'

/**
 * How much of each column the board holds (docs/decisions/board-pages.md): the first cards by
 * position, up to the first card not loaded (`next`), for one query (filters and "Show older"),
 * and the column's counts from the server. Pure, so the reducer (board-state.ts) and the screen
 * share it and it is tested without React.
 */
export interface ColumnPage {
  group: ColumnGroup
  /** Every task of the column. */
  total: number
  /** The tasks `query` shows: filters matched, not old. */
  matching: number
  /** The old tasks the filters match ("Show older" adds them). */
  older: number
  /** The first card not loaded (a drop after the last loaded card goes before it); null: all are. */
  next: PageCursor | null
  /** `queryKey` of what was loaded and counted. */
  query: string
  /** Loaded and counted with filters: a change to one of its cards needs the server's count. */
  filtered: boolean
  /** Loaded with its old cards ("Show older"): none counts as older. */
  showsOlder: boolean
}

export type BoardPages = Readonly<Record<string, ColumnPage>>

export type { PageCursor }

/** What the board shows: its filters, and whether tasks finished long ago are shown. */
export interface BoardView {
  filters: BoardFilters
  showOlder: boolean
}

/** What a board shows first: no filters, old tasks left out. */
export const defaultView: BoardView = {
  filters: { assignee: null, priorities: [], label: null, text: '' },
  showOlder: false,
}

export const finished: readonly ColumnGroup[] = ['completed', 'canceled']

/** Finished (a completed or canceled column) before `cutoff` (public.board_task_page says the same). */
export function isOld(task: BoardTask, group: ColumnGroup | undefined, cutoff: string): boolean {
  if (!group || !finished.includes(group)) return false
  return new Date(task.completed_at ?? task.updated_at).getTime() < new Date(cutoff).getTime()
}

/** Names what a column holds; "Show older" changes nothing for an unfinished column. */
export function queryKey(view: BoardView, group: ColumnGroup): string {
  const older = view.showOlder && finished.includes(group)
  return JSON.stringify([view.filters, older])
}

/** Without filters: a column loaded whole for it can be filtered on the client. */
function baseKey(view: BoardView, group: ColumnGroup): string {
  return queryKey({ ...view, filters: defaultView.filters }, group)
}

/** Whether the board's cards answer `view` for this column without asking the server. */
export function isLocal(page: ColumnPage | undefined, view: BoardView): boolean {
  if (!page) return true
  const key = queryKey(view, page.group)
  return page.query === key || (page.next === null && page.query === baseKey(view, page.group))
}

/** Board order: position by code unit, then id (public.board_task_page orders the same). */
export function beforeCursor(task: BoardTask, cursor: PageCursor | null): boolean {
  if (!cursor) return true
  if (task.position !== cursor.position) return task.position < cursor.position
  return task.id < cursor.id
}

/** New counts from the server over the pages (what is loaded stays). */
export function withCounts(pages: BoardPages, counts: readonly ColumnCount[]): BoardPages {
  const next = { ...pages }
  for (const { column_id, total, matching, older } of counts) {
    const page = next[column_id]
    if (page) next[column_id] = { ...page, total, matching, older }
  }
  return next
}

/**
 * The counts after a loaded task changed from `before` to `after` (either absent: created or
 * gone). Exact for unfiltered pages; a filtered one's counts need the server (`stale`).
 */
export function countChange(
  pages: BoardPages,
  before: BoardTask | undefined,
  after: BoardTask | undefined,
  cutoff: string,
): { pages: BoardPages; stale: boolean } {
  const next = { ...pages }
  let stale = false
  const count = (task: BoardTask | undefined, step: 1 | -1) => {
    const page = task ? next[task.column_id] : undefined
    if (!task || !page) return
    if (page.filtered) stale = true
    const old = !page.showsOlder && isOld(task, page.group, cutoff)
    next[task.column_id] = {
      ...page,
      total: page.total + step,
      matching: page.matching + (old ? 0 : step),
      older: page.older + (old ? step : 0),
    }
  }
  count(before, -1)
  count(after, 1)
  return { pages: next, stale }
}
