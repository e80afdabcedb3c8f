'use client'

import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import { useReloadOnNewSession } from './reload-on-new-session'

// Its own chunk, fetched only when rendered: a visitor's pages (landing, sign-in, 404) never
// download supabase-js, the session provider or the toaster (the JS budgets, apps/web/e2e/js-budget.ts).
const LiveAuthProvider = dynamic(() =>
  import('./live-auth-provider').then((module) => module.LiveAuthProvider),
)

/** A visitor's pages: nothing but the check for a session set by a sign-in action. */
function VisitorPages({ children }: { children: ReactNode }) {
  useReloadOnNewSession(true)
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
