'use client'

import { callAction } from '@/lib/call-server'
import { subscribeToWorkspaceTasks } from '@teamboard/supabase/realtime'
import { type Dispatch, useEffect, useEffectEvent } from 'react'
import { createBrowserRealtimeClient } from '@teamboard/supabase/client/realtime'
import type { BoardAction } from '../../_lib/board/board-state'
import { listTasksAction } from '../../_lib/board/task-actions'

/**
 * Everyone's changes to this board's tasks, live (postgres_changes filtered by workspace,
 * RLS-checked by the server). After the channel comes back from an error or timeout, or the
 * browser comes back online, the board reloads once to catch up on what it missed. The auth
 * provider moves open channels to a refreshed token and removes them on sign-out.
 */
export function useBoardLive(
  slug: string,
  workspaceId: string,
  boardId: string,
  dispatch: Dispatch<BoardAction>,
) {
  const catchUp = useEffectEvent(async () => {
    const outcome = await callAction('board.catch_up', () =>
      listTasksAction({ workspace: slug, board: boardId }),
    )
    if (outcome.status === 'ok') dispatch({ type: 'replace', tasks: outcome.answer })
  })

  useEffect(() => {
    const supabase = createBrowserRealtimeClient()
    const unsubscribe = subscribeToWorkspaceTasks(supabase, workspaceId, {
      // The channel carries the whole workspace; a task moved to another board leaves this one.
      onInsert: (task) => {
        if (task.board_id === boardId) dispatch({ type: 'upsert', task })
      },
      onUpdate: (task) =>
        dispatch(
          task.board_id === boardId ? { type: 'upsert', task } : { type: 'remove', id: task.id },
        ),
      onDelete: ({ id }) => dispatch({ type: 'remove', id }),
      onReconnect: () => void catchUp(),
    })
    const online = () => void catchUp()
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('online', online)
      unsubscribe()
    }
  }, [workspaceId, boardId, dispatch])
}
