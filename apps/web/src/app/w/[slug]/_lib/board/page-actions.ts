'use server'

import { Constants } from '@teamboard/supabase'
import { countBoardColumns, listBoardPage } from '@teamboard/supabase/queries'
import { taskPositionSchema } from '@teamboard/supabase/schemas'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'

/**
 * Pages of the board's cards and its counts (docs/decisions/board-pages.md), through the one
 * wrapper; the functions read under the caller's RLS.
 */
const id = z.uuid()

const boardQuery = z.object({
  assigneeId: id.nullable(),
  unassigned: z.boolean(),
  priorities: z.array(z.enum(Constants.public.Enums.task_priority)).max(5),
  labelId: id.nullable(),
  words: z.array(z.string().max(200)).max(20),
  olderThan: z.iso.datetime().nullable(),
})

/**
 * The first page of every column and the counts (a new view, or catching up after a dropped
 * connection), or with `columnId` and `after` that column's next page alone.
 */
export const boardPageAction = workspaceAction(
  {
    name: 'board.page',
    input: z.object({
      board: id,
      query: boardQuery,
      columnId: id.optional(),
      after: z.object({ position: taskPositionSchema, id }).optional(),
    }),
  },
  async ({ board, query, columnId, after }, { supabase }) => {
    const [rows, counts] = await Promise.all([
      listBoardPage(supabase, board, query, { columnId, after }),
      columnId ? null : countBoardColumns(supabase, board, query),
    ])
    if (rows.error) return rows
    if (counts?.error) return counts
    return { data: { rows: rows.data, counts: counts?.data ?? null }, error: null }
  },
)

/** Each column's counts again, after changes the board could not count itself. */
export const boardCountsAction = workspaceAction(
  { name: 'board.counts', input: z.object({ board: id, query: boardQuery }) },
  async ({ board, query }, { supabase }) => countBoardColumns(supabase, board, query),
)
