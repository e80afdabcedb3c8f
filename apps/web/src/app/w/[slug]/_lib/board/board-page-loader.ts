import type { BoardQuery } from '@teamboard/supabase/queries'
import { limits } from '@teamboard/supabase/schemas'
import { snapshotFrom, splitPage, toQuery } from './board-page-rows'
import type { BoardView, PageCursor } from './board-pages'
import { boardCountsAction, boardPageAction } from './page-actions'
import type { BoardTask, ColumnGroup, LabelInfo } from './task-types'

// What asks the server for pages and counts: fetched with the first need of it (a filter on a
// long column, a scroll to a column's end, a live change the board cannot count), not with the
// board (the JS budget, e2e/js-budget.ts); use-board-pages.ts imports it.

export interface LoadArgs {
  slug: string
  boardId: string
  me: string
  labels: readonly LabelInfo[]
  cutoff: string
  view: BoardView
}

type Refusal = { ok: false; message: string } | null

function queryOf({ view, me, labels, cutoff }: LoadArgs): BoardQuery {
  return toQuery(view, me, labels, cutoff)
}

/** The view's first page of every column, and the counts. */
export async function loadFirst(args: LoadArgs, groups: ReadonlyMap<string, ColumnGroup>) {
  const result = await boardPageAction({
    workspace: args.slug,
    board: args.boardId,
    query: queryOf(args),
  }).catch((): Refusal => null)
  if (!result?.ok) return { refused: result }
  return { loaded: snapshotFrom(result.data.rows, result.data.counts ?? [], groups, args.view) }
}

/** A column's next page after `last`, and its new first card not loaded. */
export async function loadNext(args: LoadArgs, columnId: string, last: BoardTask | undefined) {
  const after = last ? { position: last.position, id: last.id } : undefined
  const result = await boardPageAction({
    workspace: args.slug,
    board: args.boardId,
    query: queryOf(args),
    columnId,
    after,
  }).catch((): Refusal => null)
  if (!result?.ok) return { refused: result }
  const { tasks, next } = splitPage(result.data.rows, limits.boardPageSize)
  const cursor: PageCursor | null = next.get(columnId) ?? null
  return { tasks, next: cursor }
}

/** Each column's counts for the view. */
export async function loadCounts(args: LoadArgs) {
  const result = await boardCountsAction({
    workspace: args.slug,
    board: args.boardId,
    query: queryOf(args),
  }).catch(() => null)
  return result?.ok ? result.data : null
}
