import { createClient, type Session } from '@supabase/supabase-js'
// The cookie storage @supabase/ssr's clients use (chunking, base64url), read-only here; see
// ./session-client.ts for why the CommonJS build is imported directly.
import { createStorageFromOptions } from '@supabase/ssr/dist/main/cookies.js'
import { authCookieOptions, publicEnv } from '../env.js'
import type { Database } from '../types/database.js'
import type { SupabaseConnection, TypedSupabaseClient } from './types.js'

/** A request cookie, as Next's `cookies().getAll()` and `parseCookieHeader` give them. */
export interface RequestCookie {
  name: string
  value: string
}

/** supabase-js's default storage key, which every Teamboard client reads the cookies by. */
function authStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`
}

/** The session in this request's cookies (as the proxy left them), or null; nothing is written. */
export async function readCookieSession(
  cookies: RequestCookie[],
  url: string,
): Promise<Session | null> {
  const { storage } = createStorageFromOptions(
    {
      cookieEncoding: 'base64url',
      cookieOptions: authCookieOptions(),
      cookies: { getAll: () => cookies, setAll: () => {} },
    },
    true,
  )
  const stored = await storage.getItem(authStorageKey(url))
  if (!stored) return null
  try {
    const session = JSON.parse(stored) as Partial<Session> | null
    return session?.access_token && session.refresh_token ? (session as Session) : null
  } catch {
    return null
  }
}

/**
 * The server's reading client for one request: PostgREST, Storage and `auth` (getClaims, getUser)
 * with the session the proxy settled (`./proxy`), which is the one place that refreshes and whose
 * cookies reach the browser. It never refreshes: a rotation here would be lost (a Server
 * Component cannot set cookies) and the browser would later present the rotated token. auth-js
 * refreshes a session it loads within its margin of `expires_at`, so the session is handed to it
 * without one; the token's real expiry still holds wherever it is checked (getClaims, PostgREST).
 * It writes nothing: sign-in and sign-out use `createServerAuthClient` (`./server`).
 */
export async function createSettledSessionClient(
  cookies: RequestCookie[],
  connection?: SupabaseConnection,
): Promise<TypedSupabaseClient> {
  const url = connection?.url ?? publicEnv().NEXT_PUBLIC_SUPABASE_URL
  const key = connection?.key ?? publicEnv().NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY
  const session = await readCookieSession(cookies, url)
  const storageKey = authStorageKey(url)
  const item = session ? JSON.stringify({ ...session, expires_at: null }) : null
  return createClient<Database>(url, key, {
    auth: {
      storageKey,
      storage: {
        getItem: (name) => Promise.resolve(name === storageKey ? item : null),
        setItem: () => Promise.resolve(),
        removeItem: () => Promise.resolve(),
      },
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  })
}
