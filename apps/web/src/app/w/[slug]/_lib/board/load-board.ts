import 'server-only'
import {
  countBoardColumns,
  getBoardBySlug,
  listBoardColumns,
  listBoardPage,
  listBoards,
  listLabels,
} from '@teamboard/supabase/queries'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { lastBoardCookie } from '@/lib/last-workspace'
import { loadWorkspace } from '@/lib/workspace'
import { loadMembers } from '../../settings/members/_lib/load-members'
import { oldCutoff, snapshotFrom, toQuery } from './board-page-rows'
import { defaultView } from './board-pages'

/**
 * One board of a workspace with everything its page shows, read as the caller under RLS: the
 * board named by `boardSlug` (an unknown or archived one is the 404 page), or without it the
 * board this browser last opened in the workspace, else the first open board. Its cards are the
 * first page of each column in the default view, with every column's counts
 * (docs/decisions/board-pages.md); the client asks for more.
 */
export const loadBoard = cache(async function loadBoard(slug: string, boardSlug?: string) {
  const context = await loadWorkspace(slug)
  const { supabase, workspace, user } = context
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
  // Rendered on the server per request: the clock is read once, and the client keeps this cutoff.
  const cutoff = oldCutoff(Date.now())
  const query = toQuery(defaultView, user.id, [], cutoff)
  const [tasks, counts, columns, labels, members] = await Promise.all([
    listBoardPage(supabase, board.id, query),
    countBoardColumns(supabase, board.id, query),
    listBoardColumns(supabase, board.id),
    listLabels(supabase, workspace.id),
    loadMembers(supabase, workspace.id),
  ])
  if (tasks.error) throw new Error(`Loading tasks failed: ${tasks.error.code}`)
  if (counts.error) throw new Error(`Loading counts failed: ${counts.error.code}`)
  if (columns.error) throw new Error(`Loading columns failed: ${columns.error.code}`)
  if (labels.error) throw new Error(`Loading labels failed: ${labels.error.code}`)
  const groups = new Map(columns.data.map((c) => [c.id, c.status_group]))
  const snapshot = snapshotFrom(tasks.data, counts.data, groups, defaultView)
  return {
    ...context,
    board,
    boards: boards.data,
    snapshot: { ...snapshot, cutoff },
    columns: columns.data,
    labels: labels.data,
    members,
  }
})
