'use client'

import { errorCatalogue } from '@teamboard/supabase/errors'
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { toast } from '@/lib/toast'
import type { SaveOutcome } from '../_lib/detail/detail-types'
import { type ChangeQueue, type SendOutcome, createChangeQueue } from '../_lib/change-queue'
import { setWaiting } from './changes-waiting'

export interface ChangeHandlers<Change, Answer> {
  send(change: Change): Promise<SendOutcome<Answer>>
  onSettled(id: string, answer: Answer): void
  /** After the refusal's toast: drop the change from the screen. */
  onRefused(id: string, message: string): void
  /** The change `id` waits for the network (the offline toast is up). */
  onWaiting?(id: string): void
  /** Whether a refusal needs a toast: false when the field that asked shows it. Always, by default. */
  toastRefusal?(id: string): boolean
}

/**
 * The page's change queue (`../_lib/change-queue.ts`) with the page's words: a refusal in a
 * toast, and "You're offline. Your change will be retried." while a change waits, taken down
 * once the server answers again. `push(change, id?)` answers what became of it for a field
 * that keeps its draft on a refusal: a change that waits for the network counts as done, since
 * it will be retried. The queue reads the latest handlers, and outlives the component until it
 * has sent what was queued.
 */
export function useChangeQueue<Change, Answer>(handlers: ChangeHandlers<Change, Answer>) {
  const latest = useRef(handlers)
  useLayoutEffect(() => {
    latest.current = handlers
  })
  const queue = useRef<ChangeQueue<Change> | undefined>(undefined)
  const outcomes = useRef(new Map<string, (outcome: SaveOutcome) => void>())
  // Whether the offline toast is up: dismissing one that never showed would fetch the toaster
  // (lib/toast.ts) with the page's first load.
  const warned = useRef(false)

  // Closing the screen (a task's dialog) does not lose what it sent: the queue goes on until it
  // is empty. Its answers reach handlers of a screen that has gone, which change nothing; a
  // refusal's toast still shows.
  useEffect(
    () => () => {
      if (queue.current) setWaiting(queue.current, false)
      queue.current?.drain()
      queue.current = undefined
    },
    [],
  )

  return useMemo(() => {
    function answer(id: string, outcome: SaveOutcome) {
      outcomes.current.get(id)?.(outcome)
      outcomes.current.delete(id)
    }
    function waitingAll() {
      for (const id of outcomes.current.keys()) answer(id, { ok: true })
    }
    function current(): ChangeQueue<Change> {
      queue.current ??= createChangeQueue<Change, Answer>({
        send: (change) => latest.current.send(change),
        onSettled(id, result) {
          latest.current.onSettled(id, result)
          answer(id, { ok: true })
        },
        onRefused(id, message) {
          if (latest.current.toastRefusal?.(id) ?? true) toast.error(message)
          latest.current.onRefused(id, message)
          answer(id, { ok: false, message })
        },
        onWaiting(id) {
          toast.warning(errorCatalogue.offline, { id: 'offline' })
          warned.current = true
          if (queue.current) setWaiting(queue.current, true)
          latest.current.onWaiting?.(id)
          waitingAll()
        },
        onReachable() {
          if (queue.current) setWaiting(queue.current, false)
          if (warned.current) toast.dismiss('offline')
          warned.current = false
        },
      })
      return queue.current
    }
    return {
      push: (change: Change, id: string = crypto.randomUUID()): Promise<SaveOutcome> => {
        const outcome = new Promise<SaveOutcome>((resolve) => outcomes.current.set(id, resolve))
        const queued = current()
        queued.push(change, id)
        // Behind a change that already waits: this one waits too.
        if (queued.waiting()) waitingAll()
        return outcome
      },
    }
  }, [])
}
