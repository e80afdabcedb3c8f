import type { RealtimeConnection } from '../clients/types.js'
import type { Notification } from '../queries/notifications.js'
import { type ChannelStatusHandlers, subscribeChannel } from './channel-status.js'
import { onRowChanges } from './row-changes.js'

export interface NotificationHandlers extends ChannelStatusHandlers {
  /** A new notification, or one marked read or unread (in any tab). */
  onChange: (notification: Notification) => void
}

let channels = 0

/**
 * The signed-in user's notifications, live: one channel per user (not per workspace), filtered by
 * `user_id` and checked against RLS by the server. Returns the unsubscribe.
 */
export function subscribeToMyNotifications(
  supabase: RealtimeConnection,
  userId: string,
  handlers: NotificationHandlers,
): () => void {
  const channel = supabase.channel(`notifications:${userId}:${++channels}`)
  onRowChanges<Notification>(channel, 'notifications', `user_id=eq.${userId}`, (payload) => {
    if (payload.eventType === 'INSERT' || payload.eventType === 'UPDATE')
      handlers.onChange(payload.new)
  })
  return subscribeChannel(supabase, channel, handlers)
}
