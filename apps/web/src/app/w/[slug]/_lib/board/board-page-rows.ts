import type { BoardQuery, ColumnCount, PageCursor } from '@teamboard/supabase/queries'
import { limits } from '@teamboard/supabase/schemas'
import { type BoardView, type ColumnPage, finished, queryKey } from './board-pages'
import { hasFilters } from './filters'
import type { BoardTask, ColumnGroup, LabelInfo } from './task-types'

// The server's side of board pages (docs/decisions/board-pages.md): the view as the database
// filters it, and the pages its rows make. The page (load-board.ts) and the lazily loaded
// board-page-loader.ts use it; the board's first load does not.

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
