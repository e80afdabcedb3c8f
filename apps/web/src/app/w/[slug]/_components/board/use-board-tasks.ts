'use client'

import { toast } from '@teamboard/ui/toaster'
import { errorCatalogue } from '@teamboard/supabase/errors'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import {
  type BoardState,
  type TaskChange,
  boardReducer,
  initialBoardState,
  visibleTasks,
} from '../../_lib/board/board-state'
import type { BoardTask } from '../../_lib/board/task-types'

/** What sending one change to the server came to. `offline` means "not sent": try again later. */
export type SendOutcome =
  | { status: 'ok'; task?: BoardTask | null }
  | { status: 'refused'; message: string }
  | { status: 'offline' }

export type SendChange = (change: TaskChange) => Promise<SendOutcome>

/**
 * The board's tasks with optimistic changes. Changes go out one at a time, in the order they
 * were made; offline, they wait (and so does everything after them) and go out on `online`.
 * A refusal drops the change, which puts the card back, and says why in catalogue words.
 */
export function useBoardTasks(initial: BoardTask[], send: SendChange) {
  const [state, dispatch] = useReducer(boardReducer, initial, initialBoardState)
  const [offline, setOffline] = useState(false)
  const stateRef = useRef<BoardState>(state)
  stateRef.current = state
  const sending = useRef(false)

  const flush = useCallback(async () => {
    if (sending.current) return
    sending.current = true
    try {
      for (;;) {
        // The oldest change is the one in flight; it leaves `pending` only once answered.
        const next = stateRef.current.pending[0]
        if (!next) break
        const outcome = await send(next.change).catch((): SendOutcome => ({ status: 'offline' }))
        if (outcome.status === 'offline') {
          dispatch({ type: 'queue', opId: next.opId })
          setOffline(true)
          toast.warning(errorCatalogue.offline, { id: 'offline' })
          break
        }
        if (outcome.status === 'refused') {
          dispatch({ type: 'reject', opId: next.opId })
          toast.error(outcome.message)
        } else dispatch({ type: 'settle', opId: next.opId, task: outcome.task })
        // The reducer's state reaches the ref on the next render; the loop cannot wait for it.
        stateRef.current = {
          ...stateRef.current,
          pending: stateRef.current.pending.filter((p) => p.opId !== next.opId),
        }
      }
    } finally {
      sending.current = false
    }
  }, [send])

  const propose = useCallback(
    (change: TaskChange) => {
      const pending = { opId: crypto.randomUUID(), change, queued: false }
      dispatch({ type: 'propose', pending })
      stateRef.current = { ...stateRef.current, pending: [...stateRef.current.pending, pending] }
      if (!offline) void flush()
    },
    [flush, offline],
  )

  useEffect(() => {
    const goOnline = () => {
      setOffline(false)
      toast.dismiss('offline')
      void flush()
    }
    const goOffline = () => setOffline(true)
    if (!navigator.onLine) setOffline(true)
    window.addEventListener('online', goOnline)
    window.addEventListener('offline', goOffline)
    return () => {
      window.removeEventListener('online', goOnline)
      window.removeEventListener('offline', goOffline)
    }
  }, [flush])

  const tasks = useMemo(() => visibleTasks(state), [state])
  return { state, tasks, dispatch, propose, offline }
}
