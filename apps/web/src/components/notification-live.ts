import { createBrowserRealtimeClient } from '@teamboard/supabase/client/realtime'
import { subscribeToMyNotifications } from '@teamboard/supabase/realtime'

/**
 * The bell's live part, fetched after the page has loaded (notification-bell.tsx): the user's one
 * notifications channel. Calls `changed` on every new or re-marked notification, and after the
 * channel recovers (it may have missed some). Returns the unsubscribe.
 */
export function watchNotifications(userId: string, changed: () => void): () => void {
  return subscribeToMyNotifications(createBrowserRealtimeClient(), userId, {
    onChange: changed,
    onReconnect: changed,
  })
}
