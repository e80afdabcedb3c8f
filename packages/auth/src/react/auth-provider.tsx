'use client'

import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js'
import {
  type ReactNode,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react'
import {
  type SessionRoutes,
  createSessionEventHandler,
  defaultSessionRoutes,
} from '../session-events.js'
import {
  type AuthContextValue,
  type AuthEventListener,
  type AuthStatus,
  AuthContext,
} from './auth-context.js'

/** The only router capabilities the provider needs; Next, React Router or plain `location` fit. */
export interface AuthRouter {
  navigate(path: string): void
  refresh(): void
}

/**
 * The part of a browser client the provider uses: a `SupabaseClient` of any schema, or a client
 * with the session alone (`createBrowserSessionClient` of @teamboard/supabase, no supabase-js
 * data clients in the bundle).
 */
export interface AuthProviderClient {
  auth: Pick<SupabaseClient['auth'], 'onAuthStateChange'>
  removeAllChannels(): Promise<unknown>
  realtime: { setAuth(token?: string | null): Promise<void> }
}

export interface AuthProviderProps {
  /**
   * The browser client (see `AuthProviderClient`). Pass null while rendering on the server (e.g.
   * static prerendering at build time, where no browser env exists): the provider only
   * subscribes in an effect, so the status stays 'loading' until the browser hydrates.
   */
  supabase: AuthProviderClient | null
  router: AuthRouter
  /** The user the server fetched for this request (`supabase.auth.getUser()`), so the first paint is not "loading". */
  initialUser?: User | null
  /** Drop client caches (e.g. `queryClient.clear()`) when the user signs out. */
  onClearCache?: () => void
  /** Observe every event after the provider reacted (telemetry, analytics). */
  onEvent?: (event: AuthChangeEvent, session: Session | null) => void
  routes?: Partial<SessionRoutes>
  children: ReactNode
}

interface State {
  status: AuthStatus
  session: Session | null
  user: User | null
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`
}

/**
 * Hydrates the session from the browser client and reacts to auth events in every tab:
 * supabase-js relays each event to the other tabs of the origin over a BroadcastChannel named
 * after its storage key, so a sign-out in one tab reaches this handler in all of them.
 */
export function AuthProvider({
  supabase,
  router,
  initialUser,
  onClearCache,
  onEvent,
  routes,
  children,
}: AuthProviderProps) {
  const [state, setState] = useState<State>(() =>
    initialUser === undefined
      ? { status: 'loading', session: null, user: null }
      : { status: initialUser ? 'signed-in' : 'signed-out', session: null, user: initialUser },
  )
  const listeners = useRef(new Set<AuthEventListener>())

  const notify = useEffectEvent((event: AuthChangeEvent, session: Session | null) => {
    onEvent?.(event, session)
    for (const listener of listeners.current) listener(event, session)
  })
  // Latest props without re-subscribing: a new router object per render must not reset the handler.
  const latest = useEffectEvent(() => ({
    router,
    onClearCache,
    routes: { ...defaultSessionRoutes, ...routes },
  }))

  useEffect(() => {
    if (!supabase) return
    const handle = createSessionEventHandler(
      {
        currentPath,
        navigate: (path) => latest().router.navigate(path),
        refresh: () => latest().router.refresh(),
        clearCache: () => latest().onClearCache?.(),
        // A failed channel close or re-auth must not surface as an unhandled rejection; realtime
        // reconnects with the current token on its own.
        removeRealtimeChannels: () => void supabase.removeAllChannels().catch(() => undefined),
        setRealtimeAuth: (token) => void supabase.realtime.setAuth(token).catch(() => undefined),
        setSession: (session) =>
          setState({
            status: session ? 'signed-in' : 'signed-out',
            session,
            user: session?.user ?? null,
          }),
      },
      {
        isProtected: (pathname) => latest().routes.isProtected(pathname),
        keepsPageOnSignIn: (pathname) => latest().routes.keepsPageOnSignIn(pathname),
        get signedInHome() {
          return latest().routes.signedInHome
        },
        get updatePassword() {
          return latest().routes.updatePassword
        },
      },
    )
    // Callbacks must not await supabase calls (auth-js holds a lock while it notifies), so the
    // reaction runs synchronously and the realtime/removal promises are fire-and-forget.
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      handle(event, session)
      notify(event, session)
    })
    return () => data.subscription.unsubscribe()
  }, [supabase])

  const subscribe = useCallback((listener: AuthEventListener) => {
    listeners.current.add(listener)
    return () => void listeners.current.delete(listener)
  }, [])
  const value = useMemo<AuthContextValue>(() => ({ ...state, subscribe }), [state, subscribe])

  return <AuthContext value={value}>{children}</AuthContext>
}
