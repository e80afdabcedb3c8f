import 'server-only'
import {
  getBoardBySlug,
  listBoardColumns,
  listBoardTasks,
  listBoards,
  listLabels,
} from '@teamboard/supabase/queries'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { lastBoardCookie } from '@/lib/last-workspace'
import { loadWorkspace } from '@/lib/workspace'
import { loadMembers } from '../../settings/members/_lib/load-members'

/**
 * One board of a workspace with everything its page shows, read as the caller under RLS: the
 * board named by `boardSlug` (an unknown or archived one is the 404 page), or without it the
 * board this browser last opened in the workspace, else the first open board.
 */
export const loadBoard = cache(async function loadBoard(slug: string, boardSlug?: string) {
  const context = await loadWorkspace(slug)
  const { supabase, workspace } = context
  const boards = await listBoards(supabase, workspace.id)
  if (boards.error) throw new Error(`Loading boards failed: ${boards.error.code}`)
  let board = boards.data[0]
  if (boardSlug !== undefined) {
    const named = await getBoardBySlug(supabase, workspace.id, boardSlug)
    if (named.error?.code === 'not_found' || named.data?.archived_at) notFound()
    if (named.error) throw new Error(`Loading the board failed: ${named.error.code}`)
    board = named.data
  } else {
    const last = (await cookies()).get(lastBoardCookie(workspace.id))?.value
    board = boards.data.find((b) => b.slug === last) ?? board
  }
  if (!board) notFound()
  const [tasks, columns, labels, members] = await Promise.all([
    listBoardTasks(supabase, workspace.id, board.id),
    listBoardColumns(supabase, board.id),
    listLabels(supabase, workspace.id),
    loadMembers(supabase, workspace.id),
  ])
  if (tasks.error) throw new Error(`Loading tasks failed: ${tasks.error.code}`)
  if (columns.error) throw new Error(`Loading columns failed: ${columns.error.code}`)
  if (labels.error) throw new Error(`Loading labels failed: ${labels.error.code}`)
  return {
    ...context,
    board,
    boards: boards.data,
    tasks: tasks.data,
    columns: columns.data,
    labels: labels.data,
    members,
  }
})
