'use client'

import { useCallback } from 'react'
import type { ActionResult } from '@/lib/actions/result'
import type { TaskChange } from '../../_lib/board/board-state'
import {
  createTaskAction,
  deleteTaskAction,
  moveTaskAction,
  moveTaskToBoardAction,
  taskLabelAction,
  updateTaskAction,
} from '../../_lib/board/task-actions'
import type { BoardTask } from '../../_lib/board/task-types'
import { type CallOutcome, callAction } from '@/lib/call-server'
import type { SendChange } from './use-board-tasks'

function call(
  workspace: string,
  board: string,
  change: TaskChange,
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
    case 'move':
      return moveTaskAction({
        workspace,
        board,
        id: change.id,
        columnId: change.columnId,
        position: change.position,
      })
    case 'label':
      return taskLabelAction({ workspace, id: change.id, labelId: change.labelId, on: change.on })
    case 'board':
      return moveTaskToBoardAction({ workspace, id: change.id, boardId: change.boardId })
    case 'delete':
      return deleteTaskAction({ workspace, id: change.id })
  }
}

/**
 * Sends one board change through its server action (`callAction`: a call that never reached the
 * server is `offline`, so the queue keeps it for later; an answer, even a refusal, is final).
 */
export function useSendChange(workspace: string, board: string): SendChange {
  return useCallback(
    async (change): Promise<CallOutcome<BoardTask | null>> => {
      const outcome = await callAction(`task.${change.kind}`, () => call(workspace, board, change))
      if (outcome.status !== 'ok') return outcome
      const data = outcome.answer as BoardTask | { id: string }
      return { status: 'ok', answer: 'updated_at' in data ? data : null }
    },
    [workspace, board],
  )
}
