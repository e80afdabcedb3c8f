'use client'

import { AuthProvider, type AuthRouter } from '@teamboard/auth/react'
import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'

// Its own chunk, fetched only when rendered: a visitor's pages (landing, sign-in, 404) never
// download supabase-js (issue 13's budgets).
const LiveAuthProvider = dynamic(() =>
  import('./live-auth-provider').then((module) => module.LiveAuthProvider),
)

// A visitor's session cannot change without a full load: signing in ends in one (a server
// action's redirect or an email link).
const visitorRouter: AuthRouter = { navigate: () => undefined, refresh: () => undefined }

/**
 * Client-side context for every page. The server knows whether this request is signed in
 * (`signedIn`, from getClaims): a visitor gets a settled "signed out" session with no browser
 * client; a signed-in user gets the live session, which reacts to events in every tab.
 */
export function Providers({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  if (signedIn) return <LiveAuthProvider>{children}</LiveAuthProvider>
  return (
    <AuthProvider supabase={null} router={visitorRouter} initialUser={null}>
      {children}
    </AuthProvider>
  )
}
