'use client'

import { errorCatalogue } from '@teamboard/supabase/errors'
import { toast } from '@/lib/toast'
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react'
import {
  type BoardSnapshot,
  type BoardState,
  type TaskChange,
  boardReducer,
  initialBoardState,
  visibleTasks,
} from '../../_lib/board/board-state'
import type { BoardTask } from '../../_lib/board/task-types'
import { useOnline } from './use-online'

/** What sending one change came to. `offline`: it never reached the server; try again later. */
export type SendOutcome =
  | { status: 'ok'; task?: BoardTask | null }
  | { status: 'refused'; message: string }
  | { status: 'offline' }

export type SendChange = (change: TaskChange) => Promise<SendOutcome>

/**
 * The board's tasks with optimistic changes. Changes go out one at a time in the order they were
 * made; one that cannot reach the server waits, with everything after it, until the browser is
 * back online. A refusal drops the change — the card goes back — and says why in catalogue words.
 */
export function useBoardTasks(initial: BoardSnapshot, send: SendChange) {
  const [state, dispatch] = useReducer(boardReducer, initial, initialBoardState)
  const online = useOnline()
  // The send loop outlives renders; it reads the queue here, kept current by the effect below
  // and by the loop itself between renders.
  const queue = useRef<BoardState['pending']>(state.pending)
  const sending = useRef(false)
  // Whether the offline toast is up: dismissing one that never showed would fetch the toaster
  // (lib/toast.ts) with the board's first load.
  const warnedOffline = useRef(false)
  useLayoutEffect(() => {
    queue.current = state.pending
  }, [state.pending])

  const flush = useCallback(
    async function flush(): Promise<void> {
      if (sending.current) return
      sending.current = true
      try {
        // The oldest change is the one in flight; it leaves the queue only once answered.
        for (let next = queue.current[0]; next; next = queue.current[0]) {
          const outcome = await send(next.change).catch((): SendOutcome => ({ status: 'offline' }))
          if (outcome.status === 'offline') {
            dispatch({ type: 'queue', opId: next.opId })
            toast.warning(errorCatalogue.offline, { id: 'offline' })
            warnedOffline.current = true
            // Online but unreachable (a dropped request, a restarting server): try again shortly.
            if (navigator.onLine) setTimeout(() => void flush(), 3000)
            return
          }
          if (outcome.status === 'refused') {
            dispatch({ type: 'reject', opId: next.opId })
            toast.error(outcome.message)
          } else dispatch({ type: 'settle', opId: next.opId, task: outcome.task })
          const answered = next.opId
          queue.current = queue.current.filter((p) => p.opId !== answered)
        }
      } finally {
        sending.current = false
      }
    },
    [send],
  )

  const propose = useCallback(
    (change: TaskChange) => {
      const pending = { opId: crypto.randomUUID(), change, queued: false }
      dispatch({ type: 'propose', pending })
      queue.current = [...queue.current, pending]
      void flush()
    },
    [flush],
  )

  useEffect(() => {
    if (!online) return
    if (warnedOffline.current) toast.dismiss('offline')
    warnedOffline.current = false
    void flush()
  }, [online, flush])

  const tasks = useMemo(() => visibleTasks(state), [state])
  const waiting = !online || state.pending.some((p) => p.queued)
  return { state, tasks, dispatch, propose, offline: waiting }
}
