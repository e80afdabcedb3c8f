import 'server-only'
import { getBoardScreen } from '@teamboard/supabase/queries'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { lastBoardCookie } from '@/lib/last-workspace'
import { loadWorkspace } from '@/lib/workspace'
import { memberView } from '../../settings/members/_lib/load-members'
import { oldCutoff, snapshotFrom } from './board-page-rows'
import { defaultView } from './board-pages'

/**
 * One board of a workspace with everything its page shows, read as the caller under RLS: the
 * board named by `boardSlug` (an unknown or archived one is the 404 page), or without it the
 * board this browser last opened in the workspace, else the first open board. Its cards are the
 * first page of each column in the default view, with every column's counts
 * (docs/decisions/board-pages.md); the client asks for more. One request reads it all.
 */
export const loadBoard = cache(async function loadBoard(slug: string, boardSlug?: string) {
  const context = await loadWorkspace(slug)
  const { supabase, workspace } = context
  // Rendered on the server per request: the clock is read once, and the client keeps this cutoff.
  // The default view has no filters, so its first pages leave out only what is older than this.
  const cutoff = oldCutoff(Date.now())
  // The board this browser opened last counts only when the address names none (board_screen).
  const { data, error } = await getBoardScreen(supabase, workspace.id, {
    boardSlug,
    lastBoardSlug: (await cookies()).get(lastBoardCookie(workspace.id))?.value,
    olderThan: cutoff,
  })
  if (error?.code === 'not_found') notFound()
  if (error) throw new Error(`Loading the board failed: ${error.code}`)
  const { board, boards, columns, labels, tasks, counts } = data
  const groups = new Map(columns.map((c) => [c.id, c.status_group]))
  const snapshot = snapshotFrom(tasks, counts, groups, defaultView)
  return {
    ...context,
    board,
    boards,
    snapshot: { ...snapshot, cutoff },
    columns,
    labels,
    members: data.members.map((member) => memberView(supabase, member)),
  }
})
