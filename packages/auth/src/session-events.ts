import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { safeRedirect, signInPath } from './redirect.js'

/**
 * What the app does for each auth event (docs/states.md, "Sessions"), free of React, Next and Supabase so
 * it can run in any app and be tested with a plain object. The adapter is our own boundary:
 * the React provider wires it to a router, a cache and the supabase client.
 */
export interface SessionEventAdapter {
  /** Current location as `pathname + search`, e.g. `/sign-in?next=%2Fw%2Facme`. */
  currentPath(): string
  /** Client-side navigation that replaces the history entry. */
  navigate(path: string): void
  /** Re-render server data with the current cookies (Next: `router.refresh()`). */
  refresh(): void
  /** Forget cached data of the previous user (query caches, drafts kept in memory). */
  clearCache(): void
  /** `supabase.removeAllChannels()`: no realtime subscription outlives the session. */
  removeRealtimeChannels(): void
  /** `supabase.realtime.setAuth(token)`: open channels keep authorising as this user. */
  setRealtimeAuth(accessToken: string): void
  /** Publish the session to whatever renders it (context, store). */
  setSession(session: Session | null): void
}

export interface SessionRoutes {
  /** Pages a signed-out visitor may not see. */
  isProtected(pathname: string): boolean
  /** Pages that handle a fresh sign-in themselves (e.g. accepting an invitation). */
  keepsPageOnSignIn(pathname: string): boolean
  signedInHome: string
  updatePassword: string
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

export const defaultSessionRoutes: SessionRoutes = {
  isProtected: (pathname) =>
    under(pathname, '/w') || under(pathname, '/account') || under(pathname, '/update-password'),
  keepsPageOnSignIn: (pathname) =>
    under(pathname, '/invite') || under(pathname, '/update-password'),
  signedInHome: '/w',
  updatePassword: '/update-password',
}

export type SessionEventHandler = (event: AuthChangeEvent, session: Session | null) => void

function splitPath(path: string): { pathname: string; next: string | null } {
  const url = new URL(path, 'http://teamboard.invalid')
  return { pathname: url.pathname, next: url.searchParams.get('next') }
}

/**
 * Returns the `onAuthStateChange` callback. It remembers the last user id because supabase-js
 * also emits SIGNED_IN when a tab regains focus, and before INITIAL_SESSION when it restores the
 * stored session; only a new user moves the page.
 */
export function createSessionEventHandler(
  adapter: SessionEventAdapter,
  routes: SessionRoutes = defaultSessionRoutes,
): SessionEventHandler {
  let userId: string | null | undefined

  return (event, session) => {
    const previousUserId = userId
    userId = session?.user.id ?? null
    const { pathname, next } = splitPath(adapter.currentPath())

    switch (event) {
      case 'INITIAL_SESSION':
        adapter.setSession(session)
        if (session) adapter.setRealtimeAuth(session.access_token)
        else if (routes.isProtected(pathname)) adapter.navigate(signInPath(adapter.currentPath()))
        return
      case 'SIGNED_IN':
        adapter.setSession(session)
        if (session) adapter.setRealtimeAuth(session.access_token)
        // Before INITIAL_SESSION (`previousUserId` undefined) a SIGNED_IN is auth-js announcing
        // the session it restored from storage while it initialised, to a subscriber added
        // meanwhile: the page was rendered with that session, so nothing moves.
        if (previousUserId === undefined || previousUserId === userId) return
        // One or the other: a refresh queued right before a navigation can cancel it in Next's
        // router, and navigating renders the target with the new cookies anyway.
        if (routes.keepsPageOnSignIn(pathname)) adapter.refresh()
        else adapter.navigate(safeRedirect(next, { fallback: routes.signedInHome }))
        return
      case 'SIGNED_OUT':
        adapter.setSession(null)
        adapter.clearCache()
        adapter.removeRealtimeChannels()
        adapter.navigate('/sign-in')
        return
      case 'TOKEN_REFRESHED':
        // Cookies already carry the new token for server requests; nothing visible changes.
        adapter.setSession(session)
        if (session) adapter.setRealtimeAuth(session.access_token)
        return
      case 'USER_UPDATED':
        adapter.setSession(session)
        // Server-rendered names and avatars are re-read too, not only client components.
        adapter.refresh()
        return
      case 'PASSWORD_RECOVERY':
        adapter.setSession(session)
        adapter.navigate(routes.updatePassword)
        return
      default:
        // MFA_CHALLENGE_VERIFIED and future events: keep the session current, move nothing.
        adapter.setSession(session)
    }
  }
}
