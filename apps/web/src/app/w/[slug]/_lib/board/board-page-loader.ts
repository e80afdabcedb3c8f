import type { BoardQuery } from '@teamboard/supabase/queries'
import { limits } from '@teamboard/supabase/schemas'
import { type CallOutcome, callAction } from '@/lib/call-server'
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

/** A refusal in the catalogue's words (an unexpected one reported); a call never sent is null. */
function refusalOf(outcome: Exclude<CallOutcome<unknown>, { status: 'ok' }>): Refusal {
  return outcome.status === 'refused' ? { ok: false, message: outcome.message } : null
}

function queryOf({ view, me, labels, cutoff }: LoadArgs): BoardQuery {
  return toQuery(view, me, labels, cutoff)
}

/** The view's first page of every column, and the counts. */
export async function loadFirst(args: LoadArgs, groups: ReadonlyMap<string, ColumnGroup>) {
  const outcome = await callAction('board.page', () =>
    boardPageAction({ workspace: args.slug, board: args.boardId, query: queryOf(args) }),
  )
  if (outcome.status !== 'ok') return { refused: refusalOf(outcome) }
  const { rows, counts } = outcome.answer
  return { loaded: snapshotFrom(rows, counts ?? [], groups, args.view) }
}

/** A column's next page after `last`, and its new first card not loaded. */
export async function loadNext(args: LoadArgs, columnId: string, last: BoardTask | undefined) {
  const after = last ? { position: last.position, id: last.id } : undefined
  const outcome = await callAction('board.page', () =>
    boardPageAction({
      workspace: args.slug,
      board: args.boardId,
      query: queryOf(args),
      columnId,
      after,
    }),
  )
  if (outcome.status !== 'ok') return { refused: refusalOf(outcome) }
  const { tasks, next } = splitPage(outcome.answer.rows, limits.boardPageSize)
  const cursor: PageCursor | null = next.get(columnId) ?? null
  return { tasks, next: cursor }
}

/** Each column's counts for the view. */
export async function loadCounts(args: LoadArgs) {
  const outcome = await callAction('board.counts', () =>
    boardCountsAction({ workspace: args.slug, board: args.boardId, query: queryOf(args) }),
  )
  return outcome.status === 'ok' ? outcome.answer : null
}
