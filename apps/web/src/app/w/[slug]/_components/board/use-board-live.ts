'use client'

import { subscribeToWorkspaceTasks } from '@teamboard/supabase/realtime'
import { type Dispatch, useEffect, useEffectEvent, useState } from 'react'
import { createBrowserRealtimeClient } from '@teamboard/supabase/client/realtime'
import { createCatchUp } from '@/lib/catch-up'
import type { BoardAction } from '../../_lib/board/board-state'

/**
 * Everyone's changes to this board's tasks, live (postgres_changes filtered by workspace,
 * RLS-checked by the server). Whenever the channel joins — the first time, since the server
 * rendered the board earlier, and again after an error or timeout — and when the browser comes
 * back online, the board reloads its first pages once (`reload`) to catch up on what it missed,
 * then applies again the changes that came live meanwhile (lib/catch-up.ts).
 * The auth provider moves open channels to a refreshed token and removes them on sign-out. A
 * change to a card the board has not loaded still counts (board-state.ts).
 */
export function useBoardLive(
  workspaceId: string,
  boardId: string,
  dispatch: Dispatch<BoardAction>,
  reload: () => Promise<void>,
) {
  const [missed] = useState(createCatchUp<BoardAction>)
  const catchUp = useEffectEvent(async () => {
    for (const action of await missed.around(reload)) dispatch(action)
  })

  useEffect(() => {
    const live = (action: BoardAction) => {
      dispatch(action)
      missed.saw(action)
    }
    const supabase = createBrowserRealtimeClient()
    const unsubscribe = subscribeToWorkspaceTasks(supabase, workspaceId, {
      // The channel carries the whole workspace; a task moved to another board leaves this one.
      onInsert: (task) => {
        if (task.board_id === boardId) live({ type: 'upsert', task, inserted: true })
      },
      onUpdate: (task) =>
        live(
          task.board_id === boardId
            ? { type: 'upsert', task }
            : { type: 'remove', id: task.id, deleted: false },
        ),
      onDelete: ({ id }) => live({ type: 'remove', id, deleted: true }),
      onJoin: () => void catchUp(),
    })
    const online = () => void catchUp()
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('online', online)
      unsubscribe()
    }
  }, [workspaceId, boardId, dispatch, missed])
}
