'use client'

import { type Viewer, joinBoardPresence } from '@teamboard/supabase/realtime'
import { useEffect, useEffectEvent, useState } from 'react'
import { createBrowserRealtimeClient } from '@teamboard/supabase/client/realtime'
import type { BoardMember } from '../../_lib/board/task-types'

/**
 * Who has this board open, one entry per person (the presence key is the user id, so a second
 * tab adds no face). Faces come from the member list, which has the avatar URLs; someone who
 * joined since the page rendered shows with their shared name. The viewer is always among them:
 * the channel's first sync comes before this tab is tracked, and a row of faces that emptied and
 * filled again would move the board below it (on a phone the faces have a line of their own).
 */
export function useBoardPresence(
  workspaceId: string,
  me: BoardMember,
  members: ReadonlyMap<string, BoardMember>,
): BoardMember[] {
  const [viewers, setViewers] = useState<BoardMember[]>([me])
  const { userId, displayName } = me
  const onPresent = useEffectEvent((present: Viewer[]) => {
    const faces = present.map(
      (viewer) =>
        members.get(viewer.userId) ?? {
          userId: viewer.userId,
          displayName: viewer.displayName,
          avatarUrl: null,
        },
    )
    setViewers(faces.some((face) => face.userId === me.userId) ? faces : [...faces, me])
  })
  useEffect(() => {
    const supabase = createBrowserRealtimeClient()
    return joinBoardPresence(
      supabase,
      workspaceId,
      { userId, displayName, avatarPath: null },
      (present) => onPresent(present),
    )
  }, [workspaceId, userId, displayName])
  return viewers
}
