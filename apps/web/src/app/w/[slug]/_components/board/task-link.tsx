'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'

/**
 * Opens a task's detail. A plain click opens it as a dialog over the board (the `@modal` slot
 * intercepts the soft navigation) and carries the board's filters along in the query, so the
 * board underneath keeps them; a new tab or a copied link gets the full page.
 *
 * Prefetched on intent (pointer over it, or the focus on it), not as it scrolls into view: Next
 * prefetches every link in view, and a board shows dozens of cards, so a first load sent a
 * server request per card (24 on a phone, in Lighthouse) and paid for their answers on the main
 * thread while the page was still starting.
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
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return
    event.preventDefault()
    router.push(`${href}${window.location.search}`, { scroll: false })
  }
  const intent = () => router.prefetch(href)
  return (
    <Link
      href={href}
      prefetch={false}
      onClick={open}
      onMouseEnter={intent}
      onFocus={intent}
      aria-label={label}
      className="rounded-sm outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </Link>
  )
}
