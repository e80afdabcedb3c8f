'use client'

import type { Route } from 'next'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props<Href extends string> = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  href: Route<Href>
}

/**
 * Prefetches `href` when someone reaches for it: the pointer over it, the focus on it, a finger
 * down on it (IntentLink below; the board's task links, task-link.tsx).
 */
export function usePrefetchOnIntent<Href extends string>(href: Route<Href>): () => void {
  const router = useRouter()
  return () => router.prefetch(href)
}

/**
 * A link prefetched on intent (the pointer over it, the focus on it, a finger down on it), not
 * as it comes into view. Next prefetches every link in view with a server render of its page,
 * which checks the session and reads the database: a board's header and cards asked for a dozen
 * pages nobody had reached for, while the board itself was starting and the server was answering
 * the next page someone did open.
 */
export function IntentLink<Href extends string>({
  href,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: Props<Href>) {
  const intent = usePrefetchOnIntent(href)
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        intent()
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        intent()
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        intent()
        onTouchStart?.(event)
      }}
    />
  )
}
