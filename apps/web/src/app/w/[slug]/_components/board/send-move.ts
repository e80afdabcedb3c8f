'use client'

import { moveTask } from '@teamboard/supabase/mutations'
import { browserDataClient } from '@/lib/browser-data-client'
import { callSupabase } from '@/lib/call-server'
import type { TaskChange } from '../../_lib/board/board-state'

export type Move = Extract<TaskChange, { kind: 'move' }>

/**
 * A drop, straight to `move_task` (docs/decisions/board-moves.md). The function checks the
 * caller, the task's workspace and board, the column and the position itself, and refuses in
 * the catalogue's words, so a server action in between would only add a hop to every
 * teammate's wait. Loaded with dragging, outside the board's first load (use-send-change.ts).
 */
export function sendMove(workspaceId: string, boardId: string, change: Move) {
  return callSupabase('task.move', () =>
    moveTask(
      browserDataClient(),
      change.id,
      { columnId: change.columnId, position: change.position },
      { workspaceId, boardId },
    ),
  )
}
