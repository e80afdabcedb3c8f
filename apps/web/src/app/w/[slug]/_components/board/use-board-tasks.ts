'use client'

import { useCallback, useMemo, useReducer } from 'react'
import {
  type TaskChange,
  boardReducer,
  initialBoardState,
  visibleTasks,
} from '../../_lib/board/board-state'
import type { SendOutcome } from '../../_lib/change-queue'
import type { BoardTask } from '../../_lib/board/task-types'
import { useChangeQueue } from '../use-change-queue'
import { useOnline } from './use-online'

/** Sends one board change; `ok` answers the task as the server now has it, when it says. */
export type SendChange = (change: TaskChange) => Promise<SendOutcome<BoardTask | null>>

/**
 * The board's tasks with optimistic changes. Changes go out through the page's change queue
 * (`../../_lib/change-queue.ts`): in order, waiting while offline and retried. A refusal drops
 * the change — the card goes back — and says why in catalogue words.
 */
export function useBoardTasks(initial: BoardTask[], send: SendChange) {
  const [state, dispatch] = useReducer(boardReducer, initial, initialBoardState)
  const online = useOnline()
  const { push } = useChangeQueue<TaskChange, BoardTask | null>({
    send,
    onSettled: (opId, task) => dispatch({ type: 'settle', opId, task }),
    onRefused: (opId) => dispatch({ type: 'reject', opId }),
    onWaiting: (opId) => dispatch({ type: 'queue', opId }),
  })

  const propose = useCallback(
    (change: TaskChange) => {
      const pending = { opId: crypto.randomUUID(), change, queued: false }
      dispatch({ type: 'propose', pending })
      void push(change, pending.opId)
    },
    [push],
  )

  const tasks = useMemo(() => visibleTasks(state), [state])
  const waiting = !online || state.pending.some((p) => p.queued)
  return { state, tasks, dispatch, propose, offline: waiting }
}
