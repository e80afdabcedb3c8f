import type { TypedSupabaseClient } from '../clients/types.js'
import { appError } from '../errors/catalogue.js'
import { type Result, fail, ok } from '../result.js'
import { limits } from '../schemas/limits.js'
import type { Enums, Tables } from '../types/database.js'
import type { Board, BoardColumn, Label } from './boards.js'
import { BOARD_TASK_COLUMNS } from './tasks.js'
import type { Member } from './workspaces.js'

/** A card as a page carries it: every task column but the description. */
export type PagedTask = Omit<Tables<'tasks'>, 'description'>

/**
 * What the board shows, as the database filters it (public.board_task_page): an assignee (or
 * unassigned tasks only), any of some priorities, a label, every word in the title, and whether
 * tasks finished more than `limits.boardRecentDays` ago are left out (`olderThan`, null for all).
 */
export interface BoardQuery {
  assigneeId: string | null
  unassigned: boolean
  priorities: Enums<'task_priority'>[]
  labelId: string | null
  words: string[]
  olderThan: string | null
}

/** The first card of the next page: the one after this card in board order. */
export interface PageCursor {
  position: string
  id: string
}

/** The counts of one column: every task, the ones shown, the old ones "Show older" adds. */
export interface ColumnCount {
  column_id: string
  total: number
  matching: number
  older: number
}

function queryArgs(query: BoardQuery) {
  return {
    ...(query.assigneeId ? { assignee: query.assigneeId } : {}),
    ...(query.unassigned ? { unassigned: true } : {}),
    ...(query.priorities?.length ? { priorities: query.priorities } : {}),
    ...(query.labelId ? { label_id: query.labelId } : {}),
    ...(query.words.length ? { words: query.words } : {}),
    ...(query.olderThan ? { older_than: query.olderThan } : {}),
  }
}

/**
 * Up to `limits.boardPageSize` cards of each column of a board in board order (columns in
 * order, then position and id), as `query` filters them, and one more: the first card not
 * loaded, where the next page starts (a column with no extra card is loaded whole). With
 * `columnId`, that column's next cards after `after`. Read under RLS: not a member → none.
 */
export async function listBoardPage(
  supabase: TypedSupabaseClient,
  boardId: string,
  query: BoardQuery,
  page: { columnId?: string; after?: PageCursor | null } = {},
): Promise<Result<PagedTask[]>> {
  const { data, error } = await supabase
    .rpc('board_task_page', {
      board_id: boardId,
      page_size: limits.boardPageSize + 1,
      ...(page.columnId ? { column_id: page.columnId } : {}),
      ...(page.after ? { after_position: page.after.position, after_id: page.after.id } : {}),
      ...queryArgs(query),
    })
    .select(BOARD_TASK_COLUMNS)
  return error ? fail(error) : ok(data)
}

/** Each column's counts for `query` (public.board_column_counts). */
export async function countBoardColumns(
  supabase: TypedSupabaseClient,
  boardId: string,
  query: BoardQuery,
): Promise<Result<ColumnCount[]>> {
  const { data, error } = await supabase.rpc('board_column_counts', {
    board_id: boardId,
    ...queryArgs(query),
  })
  return error ? fail(error) : ok(data)
}

/**
 * What the board screen shows, as the separate reads answer it: the workspace's open boards
 * (`listBoards`), the board shown, its columns (`listBoardColumns`), the workspace's labels
 * (`listLabels`) and members (`listMembers`), and the default view's first page of each column
 * (`listBoardPage`, one card more than a page) with every column's counts (`countBoardColumns`).
 */
export interface BoardScreen {
  boards: Board[]
  board: Board
  columns: BoardColumn[]
  labels: Label[]
  members: Member[]
  tasks: PagedTask[]
  counts: ColumnCount[]
}

/**
 * The board screen in one request (public.board_screen; docs/decisions/board-pages.md): the open
 * board `boardSlug`, else the open board `lastBoardSlug` (the one this browser opened last), else
 * the first open board, with the unfiltered first pages leaving out tasks finished before
 * `olderThan`. An unknown or archived `boardSlug`, or a workspace with no open board (or one the
 * caller is not a member of, under RLS), is `not_found`.
 */
export async function getBoardScreen(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  {
    boardSlug,
    lastBoardSlug,
    olderThan,
  }: {
    boardSlug?: string | undefined
    lastBoardSlug?: string | undefined
    olderThan: string
  },
): Promise<Result<BoardScreen>> {
  const { data, error } = await supabase.rpc('board_screen', {
    workspace_id: workspaceId,
    page_size: limits.boardPageSize + 1,
    older_than: olderThan,
    ...(boardSlug !== undefined ? { board_slug: boardSlug } : {}),
    ...(lastBoardSlug !== undefined ? { last_board_slug: lastBoardSlug } : {}),
  })
  if (error) return fail(error)
  // The function builds each part with the columns and order of the query named above, which the
  // database tests compare it with (supabase/tests/board-pages.test.ts).
  const screen = data as unknown as BoardScreen | { board: null }
  return screen.board ? ok(screen) : { data: null, error: appError('not_found') }
}
