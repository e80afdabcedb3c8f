'use client'

import { useRouter } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'
import { usePrefetchOnIntent } from '@/components/intent-link'

/**
 * Opens a task's detail. A plain click opens it as a dialog over the board (the `@modal` slot
 * intercepts the soft navigation) and carries the board's filters along in the query, so the
 * board underneath keeps them; a new tab or a copied link gets the full page.
 *
 * Prefetched on intent, like the workspace's tabs (components/intent-link.tsx): a board shows
 * dozens of cards, and prefetching them in view sent a server request per card (24 on a phone,
 * in Lighthouse) and paid for their answers on the main thread while the page started. A plain
 * anchor rather than `IntentLink`: the click navigates here anyway, and `next/link` added two
 * components to hydrate per card.
 */
export function TaskLink({
  slug,
  number,
  label,
  children,
}: {
  slug: string
  number: number
  label: string
  children: ReactNode
}) {
  const router = useRouter()
  const href = `/w/${slug}/tasks/${number}` as const
  const intent = usePrefetchOnIntent(href)
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return
    event.preventDefault()
    router.push(`${href}${window.location.search}`, { scroll: false })
  }
  return (
    <a
      href={href}
      onClick={open}
      onMouseEnter={intent}
      onFocus={intent}
      onTouchStart={intent}
      aria-label={label}
      className="rounded-sm outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </a>
  )
}
