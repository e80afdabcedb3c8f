'use client'

import { errorCatalogue } from '@teamboard/supabase/errors'
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { toast } from '@/lib/toast'
import { type ChangeQueue, type SendOutcome, createChangeQueue } from '../_lib/change-queue'

export interface ChangeHandlers<Change, Answer> {
  send(change: Change): Promise<SendOutcome<Answer>>
  onSettled(id: string, answer: Answer): void
  /** After the refusal's toast: drop the change from the screen. */
  onRefused(id: string, message: string): void
  /** The change `id` waits for the network (the offline toast is up). */
  onWaiting?(id: string): void
}

/**
 * The page's change queue (`../_lib/change-queue.ts`) with the page's words: a refusal in a
 * toast, and "You're offline. Your change will be retried." while a change waits, taken down
 * once the server answers again. Answers `push(change, id?)`; the queue lives as long as the
 * component and reads the latest handlers.
 */
export function useChangeQueue<Change, Answer>(handlers: ChangeHandlers<Change, Answer>) {
  const latest = useRef(handlers)
  useLayoutEffect(() => {
    latest.current = handlers
  })
  const queue = useRef<ChangeQueue<Change> | undefined>(undefined)
  // Whether the offline toast is up: dismissing one that never showed would fetch the toaster
  // (lib/toast.ts) with the page's first load.
  const warned = useRef(false)

  useEffect(
    () => () => {
      queue.current?.dispose()
      queue.current = undefined
    },
    [],
  )

  return useCallback((change: Change, id?: string): string => {
    queue.current ??= createChangeQueue<Change, Answer>({
      send: (next) => latest.current.send(next),
      onSettled: (settled, answer) => latest.current.onSettled(settled, answer),
      onRefused(refused, message) {
        toast.error(message)
        latest.current.onRefused(refused, message)
      },
      onWaiting(waiting) {
        toast.warning(errorCatalogue.offline, { id: 'offline' })
        warned.current = true
        latest.current.onWaiting?.(waiting)
      },
      onReachable() {
        if (warned.current) toast.dismiss('offline')
        warned.current = false
      },
    })
    return queue.current.push(change, id)
  }, [])
}
