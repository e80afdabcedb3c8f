'use client'

import { errorCatalogue } from '@teamboard/supabase/errors'
import { WifiOffIcon } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { useOnline } from './board/use-online'

// The page's change queues that wait for the network (use-change-queue.ts keeps this current).
const waiting = new Set<object>()
const listeners = new Set<() => void>()

/** For use-change-queue.ts: whether the queue `owner` waits. */
export function setWaiting(owner: object, waits: boolean): void {
  if (waits === waiting.has(owner)) return
  if (waits) waiting.add(owner)
  else waiting.delete(owner)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * "You're offline. Your change will be retried." in the page while the browser is offline or a
 * change waits to be sent: a line of the page's own, since the toaster may not have loaded yet
 * (lib/toast.ts) and cannot be fetched offline.
 */
export function ChangesWaiting() {
  const online = useOnline()
  const queued = useSyncExternalStore(
    subscribe,
    () => waiting.size > 0,
    () => false,
  )
  if (online && !queued) return null
  return (
    <p role="status" className="flex items-center gap-1.5 text-xs text-warning-foreground">
      <WifiOffIcon aria-hidden="true" className="size-4" />
      {errorCatalogue.offline}
    </p>
  )
}
