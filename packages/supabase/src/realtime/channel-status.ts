import type { RealtimeChannel } from '@supabase/supabase-js'
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js'
import type { RealtimeConnection } from '../clients/types.js'

export type ChannelStatus = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR'

export interface ChannelStatusHandlers {
  /** Channel state, e.g. to show that a view is offline while it is not `SUBSCRIBED`. */
  onStatus?: (status: ChannelStatus, error?: Error) => void
  /** Joined again after a dropped connection: changes made meanwhile were not delivered. */
  onReconnect?: () => void
  /**
   * Joined, the first time or again: changes made before this moment were not delivered, and a
   * view rendered earlier (on the server, or before a drop) may have missed some. Reload what the
   * view shows here to catch up; use it instead of `onReconnect`, not beside it.
   */
  onJoin?: () => void
}

/** What Realtime sends as a `system` event (realtime-js's RealtimeSystemPayload, not re-exported). */
interface SystemMessage {
  extension?: string
  status?: string
  message?: string
}

/**
 * Subscribes `channel` and reports its state. Realtime answers a join whose `postgres_changes`
 * bindings it cannot set up (a bad filter, a table outside the publication) with ok, so
 * supabase-js says `SUBSCRIBED`, then sends a `system` message with `status: "error"` and no
 * changes follow; that message is reported as `CHANNEL_ERROR` with the server's words.
 */
export function subscribeChannel(
  supabase: RealtimeConnection,
  channel: RealtimeChannel,
  handlers: ChannelStatusHandlers,
): () => void {
  let joined = false
  channel.on('system', {}, (payload: SystemMessage) => {
    if (payload.extension === 'postgres_changes' && payload.status === 'error')
      handlers.onStatus?.(
        'CHANNEL_ERROR',
        new Error(payload.message ?? 'Realtime refused the subscription'),
      )
  })
  return subscribeWithToken(supabase, channel, (status, error) => {
    if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {
      if (joined) handlers.onReconnect?.()
      handlers.onJoin?.()
      joined = true
    }
    handlers.onStatus?.(status, error)
  })
}

/**
 * Subscribes `channel` once the client's Realtime holds the user's access token; returns the
 * unsubscribe. A channel is joined with the token Realtime has at that moment and its
 * `postgres_changes` are authorized (RLS) with it, so a join before the token is known listens
 * as nobody. A client that learns the token asynchronously — `createBrowserDataClient` borrows
 * the session client's — would otherwise join first.
 */
export function subscribeWithToken(
  supabase: RealtimeConnection,
  channel: RealtimeChannel,
  callback: Parameters<RealtimeChannel['subscribe']>[0],
): () => void {
  let removed = false
  void supabase.realtime
    .setAuth()
    .catch(() => undefined)
    .then(() => {
      if (!removed) channel.subscribe(callback)
    })
  return () => {
    removed = true
    void supabase.removeChannel(channel)
  }
}
