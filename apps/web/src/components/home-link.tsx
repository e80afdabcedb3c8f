import type { ComponentProps } from 'react'

/**
 * A link to `/`. The landing is a Pages Router page served without JavaScript
 * (`pages/index.tsx`), so no client router can show it: a plain link is the one page load it
 * costs. `next/link` in an App Router page would prefetch `/` as RSC, receive HTML it cannot
 * use (and leave that request open), then load the page anyway.
 */
export function HomeLink(props: Omit<ComponentProps<'a'>, 'href'>) {
  // eslint-disable-next-line @next/next/no-html-link-for-pages -- see above
  return <a href="/" {...props} />
}
