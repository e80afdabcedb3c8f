'use client'

import { createBrowserClient } from '@teamboard/supabase/client'
import { useEffect, useState } from 'react'
import type { BoardMember } from '../../_lib/board/task-types'

/**
 * Who has this board open, one entry per person: the presence key is the user id, so a second
 * tab joins the same entry instead of adding a face. The channel goes when the board unmounts;
 * on sign-out the auth provider removes every channel.
 */
export function useBoardPresence(workspaceId: string, me: BoardMember): BoardMember[] {
  const [viewers, setViewers] = useState<BoardMember[]>([me])
  const { userId, displayName, avatarUrl } = me
  useEffect(() => {
    const supabase = createBrowserClient()
    const channel = supabase.channel(`presence:board:${workspaceId}`, {
      config: { presence: { key: userId } },
    })
    channel
      .on('presence', { event: 'sync' }, () => {
        const state = channel.presenceState<Omit<BoardMember, 'userId'>>()
        setViewers(
          Object.entries(state).flatMap(([key, metas]) => {
            const meta = metas[0]
            return meta ? [{ userId: key, displayName: meta.displayName, avatarUrl: meta.avatarUrl }] : []
          }),
        )
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') void channel.track({ displayName, avatarUrl })
      })
    return () => void supabase.removeChannel(channel)
  }, [workspaceId, userId, displayName, avatarUrl])
  return viewers
}
