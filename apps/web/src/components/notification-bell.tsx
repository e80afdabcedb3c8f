'use client'

import { BellIcon } from 'lucide-react'
import { useEffect, useEffectEvent, useState } from 'react'
import { later, useLater, useLoadOnFirstInput } from '@/lib/load-later'
import { IntentLink } from './intent-link'

// The live part (Realtime) is loaded later, with the page's first input (lib/load-later.ts).
const live = later(() => import('./notification-live'))
const loads = [live]

/**
 * The header's inbox link with the unread count. The server renders the count; with the page's
 * first interaction (pointer, key, touch) the live part (notification-live.ts, with Realtime) is
 * fetched, and each change on the user's channel reads the count again through a server action
 * (lib/call-server.ts), so no page's first load carries Realtime, a data client or the action.
 * Until then (a tab nobody has touched since it loaded) the bell shows the count of its render.
 * The inbox is prefetched on intent, like the workspace pages (docs/decisions/intent-prefetch.md).
 */
export function NotificationBell({
  userId,
  initialCount,
}: {
  userId: string
  initialCount: number
}) {
  const [count, setCount] = useState(initialCount)
  // A new server render (after marking read, say) brings a new count: it wins.
  const [rendered, setRendered] = useState(initialCount)
  if (rendered !== initialCount) {
    setRendered(initialCount)
    setCount(initialCount)
  }

  const counted = useEffectEvent((next: number) => setCount(next))

  useLoadOnFirstInput(loads)
  const watcher = useLater(live)
  useEffect(() => watcher?.watchUnread(userId, (next) => counted(next)), [watcher, userId])

  const label = count === 0 ? 'Inbox' : `Inbox, ${count} unread`
  return (
    <IntentLink
      href="/inbox"
      aria-label={label}
      data-testid="notification-bell"
      className="relative inline-flex size-9 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <BellIcon className="size-4" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-primary px-1 text-center text-[10px] leading-4 font-semibold text-primary-foreground"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </IntentLink>
  )
}
