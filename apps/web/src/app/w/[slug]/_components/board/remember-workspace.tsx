'use client'

import { useEffect } from 'react'
import { LAST_WORKSPACE_COOKIE, lastBoardCookie } from '@/lib/last-workspace'

/**
 * Notes the board just opened, so `/` brings this person back to its workspace and `/w/[slug]`
 * to this board next time (docs/screens.md).
 */
export function RememberWorkspace({
  slug,
  workspaceId,
  board,
}: {
  slug: string
  workspaceId: string
  board: string
}) {
  useEffect(() => {
    const year = 60 * 60 * 24 * 365
    const attributes = `path=/; max-age=${year}; samesite=lax`
    document.cookie = `${LAST_WORKSPACE_COOKIE}=${encodeURIComponent(slug)}; ${attributes}`
    document.cookie = `${lastBoardCookie(workspaceId)}=${encodeURIComponent(board)}; ${attributes}`
  }, [slug, workspaceId, board])
  return null
}
