'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect } from 'react'

// Its own chunk, fetched only when rendered: a visitor's pages (landing, sign-in, 404) never
// download supabase-js, the session provider or the toaster (issue 13's budgets).
const LiveAuthProvider = dynamic(() =>
  import('./live-auth-provider').then((module) => module.LiveAuthProvider),
)

const SESSION_COOKIE = /(?:^|;\s*)sb-[^=]*-auth-token/

const RELOADED = 'tb-visitor-reload'

/**
 * A visitor's pages. Signing in sets the session cookies in a server action, whose answer can
 * move to the next page client-side (the sign-in page redirects a signed-in user) with this
 * layout still rendered for a visitor. When a visitor's page sees a session cookie, it loads once
 * more so the server renders it signed in; once per path and tab, so a cookie the server rejects
 * cannot loop.
 */
function VisitorPages({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  useEffect(() => {
    if (!SESSION_COOKIE.test(document.cookie)) return
    if (sessionStorage.getItem(RELOADED) === pathname) return
    sessionStorage.setItem(RELOADED, pathname)
    window.location.reload()
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
