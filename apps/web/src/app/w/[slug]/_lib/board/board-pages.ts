import type { BoardQuery, ColumnCount, PageCursor } from '@teamboard/supabase/queries'
import { limits } from '@teamboard/supabase/schemas'
import { type BoardFilters, hasFilters } from './filters'
import type { BoardTask, ColumnGroup, LabelInfo } from './task-types'

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

const finished: readonly ColumnGroup[] = ['completed', 'canceled']

/** Finished (a completed or canceled column) before `cutoff` (public.board_task_page says the same). */
export function isOld(task: BoardTask, group: ColumnGroup | undefined, cutoff: string): boolean {
  if (!group || !finished.includes(group)) return false
  return new Date(task.completed_at ?? task.updated_at).getTime() < new Date(cutoff).getTime()
}

/** The moment before which a finished task is old, for a board rendered at `now`. */
export function oldCutoff(now: number): string {
  return new Date(now - limits.boardRecentDays * 24 * 60 * 60 * 1000).toISOString()
}

/** The view as the database filters it; a label name no label has matches no task. */
export function toQuery(
  view: BoardView,
  me: string,
  labels: readonly LabelInfo[],
  cutoff: string,
): BoardQuery {
  const { assignee, priorities, label, text } = view.filters
  const wanted = label?.toLocaleLowerCase()
  return {
    assigneeId: assignee === 'unassigned' ? null : assignee === 'me' ? me : assignee,
    unassigned: assignee === 'unassigned',
    priorities: [...priorities],
    labelId: wanted
      ? (labels.find((l) => l.name.toLocaleLowerCase() === wanted)?.id ?? nilId)
      : null,
    words: text.toLocaleLowerCase().split(/\s+/).filter(Boolean),
    olderThan: view.showOlder ? null : cutoff,
  }
}

const nilId = '00000000-0000-0000-0000-000000000000'

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

/** Whether `view` needs a column of the server's: filtered by the database, counted there. */
export function isServerCounted(page: ColumnPage, view: BoardView): boolean {
  return (
    page.next !== null || (hasFilters(view.filters) && page.query !== queryKey(view, page.group))
  )
}

/** Board order: position by code unit, then id (public.board_task_page orders the same). */
export function beforeCursor(task: BoardTask, cursor: PageCursor | null): boolean {
  if (!cursor) return true
  if (task.position !== cursor.position) return task.position < cursor.position
  return task.id < cursor.id
}

/**
 * A page's rows (columns in order, each up to `pageSize + 1` cards) as the tasks to keep and
 * each column's `next`: the extra card, which is not kept.
 */
export function splitPage(
  rows: readonly BoardTask[],
  pageSize: number,
): { tasks: BoardTask[]; next: Map<string, PageCursor> } {
  const seen = new Map<string, number>()
  const tasks: BoardTask[] = []
  const next = new Map<string, PageCursor>()
  for (const row of rows) {
    const count = (seen.get(row.column_id) ?? 0) + 1
    seen.set(row.column_id, count)
    if (count <= pageSize) tasks.push(row)
    else next.set(row.column_id, { position: row.position, id: row.id })
  }
  return { tasks, next }
}

/** The cards to keep and each column's page, from `view`'s first pages and counts. */
export function snapshotFrom(
  rows: readonly BoardTask[],
  counts: readonly ColumnCount[],
  groups: ReadonlyMap<string, ColumnGroup>,
  view: BoardView,
): { tasks: BoardTask[]; pages: Record<string, ColumnPage> } {
  const { tasks, next } = splitPage(rows, limits.boardPageSize)
  return { tasks, pages: pagesFor(counts, groups, next, view) }
}

function pagesFor(
  counts: readonly ColumnCount[],
  groups: ReadonlyMap<string, ColumnGroup>,
  next: ReadonlyMap<string, PageCursor>,
  view: BoardView,
): Record<string, ColumnPage> {
  const pages: Record<string, ColumnPage> = {}
  for (const { column_id, total, matching, older } of counts) {
    const group = groups.get(column_id) ?? 'unstarted'
    pages[column_id] = {
      group,
      total,
      matching,
      older,
      next: next.get(column_id) ?? null,
      query: queryKey(view, group),
      filtered: hasFilters(view.filters),
      showsOlder: view.showOlder && finished.includes(group),
    }
  }
  return pages
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
