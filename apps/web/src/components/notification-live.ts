import { createBrowserRealtimeClient } from '@teamboard/supabase/client/realtime'
import { subscribeToMyNotifications } from '@teamboard/supabase/realtime'
import { unreadCountAction } from '@/app/inbox/_lib/inbox-actions'
import { callAction } from '@/lib/call-server'

/**
 * The bell's live part, fetched after the page has loaded (notification-bell.tsx): the user's one
 * notifications channel. On every new or re-marked notification, and on each (re)join (whatever
 * arrived between the server's render and the join is counted then), the unread count is read
 * again through lib/call-server.ts and given to `counted`. A count that cannot be read leaves the
 * bell as it is: it has no room for words, and an unexpected failure is reported there.
 */
export function watchUnread(userId: string, counted: (count: number) => void): () => void {
  async function recount() {
    const outcome = await callAction('notification.unread', () => unreadCountAction({}), {
      background: true,
    })
    if (outcome.status === 'ok') counted(outcome.answer)
  }
  return subscribeToMyNotifications(createBrowserRealtimeClient(), userId, {
    onChange: () => void recount(),
    onStatus: (status) => {
      if (status === 'SUBSCRIBED') void recount()
    },
  })
}
