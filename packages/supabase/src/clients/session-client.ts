import { AuthClient, type GoTrueClient, type Session } from '@supabase/supabase-js'
import { authStorageKey, createCookieStorage } from './cookie-storage.js'
import { publicEnv } from './env.js'
import type { SupabaseConnection } from './types.js'

/** What a data client lends the session so sign-out and token changes reach its realtime. */
interface LinkedRealtime {
  removeAllChannels(): Promise<unknown>
  realtime: { setAuth(token?: string | null): Promise<void> }
}

/**
 * The browser session alone: supabase-js's auth client with @supabase/ssr's cookie storage,
 * configured as `createBrowserClient` configures it, without the PostgREST, Realtime, Storage
 * and Functions clients (~35 kB compressed). Shaped like the part of a `SupabaseClient` that
 * `AuthProvider` uses; `removeAllChannels` and `realtime.setAuth` reach the clients of
 * `createBrowserDataClient` and `createBrowserRealtimeClient` that exist in this tab.
 */
export interface BrowserSessionClient extends LinkedRealtime {
  auth: GoTrueClient
  /** The signed-in user's access token, or null: what a data client sends. */
  accessToken(): Promise<string | null>
}

/** How long an announced token must still live to be sent without asking auth-js. */
const FRESH_FOR_MS = 60_000

let session: BrowserSessionClient | undefined
const linked = new Set<LinkedRealtime>()

/**
 * The tab's one session client (a singleton, like @supabase/ssr's browser client): every auth
 * call, event and token refresh of the page goes through it. Never combine it with
 * `createBrowserClient` in one tab, which starts a second auth client on the same cookies; use
 * `createBrowserDataClient` for data next to it.
 */
export function createBrowserSessionClient(
  connection?: Partial<SupabaseConnection>,
): BrowserSessionClient {
  if (session) return session
  const url = connection?.url ?? publicEnv().NEXT_PUBLIC_SUPABASE_URL
  const key = connection?.key ?? publicEnv().NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY
  const auth = new AuthClient({
    url: new URL('auth/v1', withSlash(url)).href,
    headers: { Authorization: `Bearer ${key}`, apikey: key },
    // The cookies' name every client is given (./cookie-storage.ts).
    storageKey: authStorageKey(url),
    flowType: 'pkce',
    autoRefreshToken: true,
    // Codes are exchanged on the server (the app's /auth/callback), where the session cookies
    // are written. In the browser a `?code=` is the page's own (the link error page's
    // `/auth/error?code=link_invalid`), which auth-js would send to the auth server as a PKCE code.
    detectSessionInUrl: false,
    persistSession: true,
    // The cookies @supabase/ssr's clients write, so server and browser read one session.
    storage: createCookieStorage(),
  })
  // The session auth-js last announced, in this tab or (over its BroadcastChannel) another one:
  // a sign-in, a refresh, a sign-out. While its token has a minute left, a data call takes it
  // from here instead of `getSession()`, which waits for auth-js's lock (a Web Lock, granted in
  // a later task) and reads the cookies again; a token near its end goes through `getSession()`,
  // which refreshes it. Undefined until auth-js has announced the first one.
  let announced: Session | null | undefined
  auth.onAuthStateChange((_event, current) => {
    announced = current
  })
  session = {
    auth,
    async accessToken() {
      const known = announcedToken(announced, Date.now())
      if (known !== undefined) return known
      const { data } = await auth.getSession()
      return data.session?.access_token ?? null
    },
    removeAllChannels: () => Promise.all([...linked].map((client) => client.removeAllChannels())),
    realtime: {
      setAuth: async (token) => {
        await Promise.all([...linked].map((client) => client.realtime.setAuth(token)))
      },
    },
  }
  return session
}

/**
 * Called by `createBrowserDataClient` and `createBrowserRealtimeClient`: sign-out closes their
 * channels, new tokens reach them.
 */
export function linkRealtime(client: LinkedRealtime): void {
  linked.add(client)
}

/**
 * The token a data call sends, from the session auth-js last announced: none once it announced
 * a sign-out; the announced token while it has `FRESH_FOR_MS` left; undefined when auth-js must
 * be asked (nothing announced yet, or a token near its end, which `getSession()` refreshes).
 */
export function announcedToken(
  announced: Pick<Session, 'access_token' | 'expires_at'> | null | undefined,
  now: number,
): string | null | undefined {
  if (announced === null) return null
  if (announced && (announced.expires_at ?? 0) * 1000 - now > FRESH_FOR_MS)
    return announced.access_token
  return undefined
}

export function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`
}
