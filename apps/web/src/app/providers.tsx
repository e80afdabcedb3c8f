'use client'

import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'

// Its own chunk, fetched only when rendered: a visitor's pages (landing, sign-in, 404) never
// download supabase-js, the session provider or the toaster (issue 13's budgets).
const LiveAuthProvider = dynamic(() =>
  import('./live-auth-provider').then((module) => module.LiveAuthProvider),
)

/**
 * Client-side context for every page. The server knows whether this request is signed in
 * (`signedIn`, from getClaims). A visitor's pages need none: nothing on them reads the session
 * or shows a toast, and signing in ends in a full load. A signed-in user gets the live session,
 * which reacts to auth events in every tab, and the toaster.
 */
export function Providers({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return signedIn ? <LiveAuthProvider>{children}</LiveAuthProvider> : children
}
