'use client'

import { type BoardStructureChange, subscribeToWorkspaceBoards } from '@teamboard/supabase/realtime'
import { createBrowserRealtimeClient } from '@teamboard/supabase/client/realtime'
import { useRouter } from 'next/navigation'
import { useEffect, useEffectEvent } from 'react'

/**
 * A teammate's change to the workspace's boards, this board's columns or the labels re-renders
 * the page from the server (the board keeps its tasks and their pending changes; only the
 * columns, labels and boards it is given change). Bursts (a column delete moves tasks and then
 * deletes) are coalesced into one refresh. Deletes arrive from every workspace: one of a row
 * not in `shown` (the ids of the boards, columns and labels on screen) changes nothing here.
 */
export function useBoardStructureLive(workspaceId: string, shown: ReadonlySet<string>) {
  const router = useRouter()
  const concerns = useEffectEvent(
    (change: BoardStructureChange) => !change.deleted || shown.has(change.id),
  )
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = subscribeToWorkspaceBoards(createBrowserRealtimeClient(), workspaceId, {
      onChange: (change) => {
        if (!concerns(change)) return
        clearTimeout(timer)
        timer = setTimeout(() => router.refresh(), 150)
      },
    })
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [workspaceId, router])
}
