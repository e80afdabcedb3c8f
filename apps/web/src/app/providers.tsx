'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useRef } from 'react'

// Its own chunk, fetched only when rendered: a visitor's pages (landing, sign-in, 404) never
// download supabase-js, the session provider or the toaster (issue 13's budgets).
const LiveAuthProvider = dynamic(() =>
  import('./live-auth-provider').then((module) => module.LiveAuthProvider),
)

const SESSION_COOKIE = /(?:^|;\s*)sb-[^=]*-auth-token/

/**
 * A visitor's pages. Signing in sets the session cookies in a server action, whose answer can
 * move to the next page client-side (the sign-in page redirects a signed-in user); this layout,
 * rendered for a visitor, would stay. After any client-side navigation with a session cookie
 * present, the page loads again so the server renders it signed in. Never on the first render,
 * so a cookie the server rejects cannot loop.
 */
function VisitorPages({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const first = useRef(pathname)
  useEffect(() => {
    if (pathname !== first.current && SESSION_COOKIE.test(document.cookie)) window.location.reload()
  }, [pathname])
  return children
}

/**
 * Client-side context for every page. The server knows whether this request is signed in
 * (`signedIn`, from getClaims). A visitor's pages need none: nothing on them reads the session
 * or shows a toast. A signed-in user gets the live session, which reacts to auth events in every
 * tab, and the toaster.
 */
export function Providers({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  if (signedIn) return <LiveAuthProvider>{children}</LiveAuthProvider>
  return <VisitorPages>{children}</VisitorPages>
}
