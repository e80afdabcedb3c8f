'use client'

import { joinBoardPresence } from '@teamboard/supabase/realtime'
import { useEffect, useState } from 'react'
import { createBrowserRealtimeClient } from '@teamboard/supabase/client/realtime'
import type { BoardMember } from '../../_lib/board/task-types'

/**
 * Who has this board open, one entry per person (the presence key is the user id, so a second
 * tab adds no face). Faces come from the member list, which has the avatar URLs; someone who
 * joined since the page rendered shows with their shared name.
 */
export function useBoardPresence(
  workspaceId: string,
  me: BoardMember,
  members: ReadonlyMap<string, BoardMember>,
): BoardMember[] {
  const [viewers, setViewers] = useState<BoardMember[]>([me])
  const { userId, displayName } = me
  useEffect(() => {
    const supabase = createBrowserRealtimeClient()
    return joinBoardPresence(
      supabase,
      workspaceId,
      { userId, displayName, avatarPath: null },
      (present) =>
        setViewers(
          present.map(
            (viewer) =>
              members.get(viewer.userId) ?? {
                userId: viewer.userId,
                displayName: viewer.displayName,
                avatarUrl: null,
              },
          ),
        ),
    )
  }, [workspaceId, userId, displayName, members])
  return viewers
}
