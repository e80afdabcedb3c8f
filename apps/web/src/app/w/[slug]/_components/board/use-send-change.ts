'use client'

import { useCallback } from 'react'
import type { ActionResult } from '@/lib/actions/result'
import { later } from '@/lib/load-later'
import type { TaskChange } from '../../_lib/board/board-state'
import {
  createTaskAction,
  deleteTaskAction,
  moveTaskToBoardAction,
  taskLabelAction,
  updateTaskAction,
} from '../../_lib/board/task-actions'
import type { BoardTask } from '../../_lib/board/task-types'
import { type CallOutcome, callAction } from '@/lib/call-server'
import type * as SendMove from './send-move'
import type { SendChange } from './use-board-tasks'

/**
 * How a move is sent (send-move.ts), kept out of the board's first load with the data client it
 * needs: it loads with dragging, on the page's first input (use-deferred-dnd.ts), so it is on
 * hand by the first move.
 */
export const moveSender = later(() => import('./send-move'))

/** A move; a sender that cannot load (offline) leaves it queued, like a call that failed. */
async function sendMoveLater(
  workspaceId: string,
  board: string,
  change: SendMove.Move,
): Promise<CallOutcome<unknown>> {
  let sender: typeof SendMove
  try {
    sender = await moveSender.load()
  } catch {
    return { status: 'offline' }
  }
  return sender.sendMove(workspaceId, board, change)
}

function call(
  workspace: string,
  board: string,
  change: Exclude<TaskChange, SendMove.Move>,
): Promise<ActionResult<unknown>> {
  switch (change.kind) {
    case 'create': {
      const { id, title, column_id, position } = change.task
      return createTaskAction({
        workspace,
        id,
        title,
        boardId: board,
        columnId: column_id,
        position,
      })
    }
    case 'update': {
      const { title, priority, assignee_id, due_date } = change.patch
      return updateTaskAction({
        workspace,
        id: change.id,
        patch: { title, priority, assigneeId: assignee_id, dueDate: due_date },
      })
    }
    case 'label':
      return taskLabelAction({ workspace, id: change.id, labelId: change.labelId, on: change.on })
    case 'board':
      return moveTaskToBoardAction({ workspace, id: change.id, boardId: change.boardId })
    case 'delete':
      return deleteTaskAction({ workspace, id: change.id })
  }
}

/**
 * Sends one board change: a move straight to Supabase, the others through their server action
 * (`callAction`). A call that never reached the server is `offline`, so the queue keeps it for
 * later; an answer, even a refusal, is final.
 */
export function useSendChange(workspace: string, workspaceId: string, board: string): SendChange {
  return useCallback(
    async (change): Promise<CallOutcome<BoardTask | null>> => {
      const outcome =
        change.kind === 'move'
          ? await sendMoveLater(workspaceId, board, change)
          : await callAction(`task.${change.kind}`, () => call(workspace, board, change))
      if (outcome.status !== 'ok') return outcome
      const data = outcome.answer as BoardTask | { id: string }
      return { status: 'ok', answer: 'updated_at' in data ? data : null }
    },
    [workspace, workspaceId, board],
  )
}
