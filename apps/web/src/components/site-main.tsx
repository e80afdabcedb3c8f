import type { ReactNode } from 'react'

/** The page's content, the skip link's target (`#content`); in both routers' document shells. */
export function SiteMain({ children }: { children: ReactNode }) {
  return (
    <main id="content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
      {children}
    </main>
  )
}
