'use client'

import { subscribeToWorkspaceBoards } from '@teamboard/supabase/realtime'
import { createBrowserRealtimeClient } from '@teamboard/supabase/client/realtime'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * A teammate's change to the workspace's boards, this board's columns or the labels re-renders
 * the page from the server (the board keeps its tasks and their pending changes; only the
 * columns, labels and boards it is given change). Bursts (a column delete moves tasks and then
 * deletes) are coalesced into one refresh.
 */
export function useBoardStructureLive(workspaceId: string) {
  const router = useRouter()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = subscribeToWorkspaceBoards(createBrowserRealtimeClient(), workspaceId, {
      onChange: () => {
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
