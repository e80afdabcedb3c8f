import { createBrowserRealtimeClient } from '@teamboard/supabase/client/realtime'
import { subscribeToMyNotifications } from '@teamboard/supabase/realtime'

/**
 * The bell's live part, fetched after the page has loaded (notification-bell.tsx): the user's one
 * notifications channel. Calls `changed` on every new or re-marked notification, and on each
 * (re)join: whatever arrived between the server's render and the join is counted then.
 */
export function watchNotifications(userId: string, changed: () => void): () => void {
  return subscribeToMyNotifications(createBrowserRealtimeClient(), userId, {
    onChange: changed,
    onStatus: (status) => {
      if (status === 'SUBSCRIBED') changed()
    },
  })
}
