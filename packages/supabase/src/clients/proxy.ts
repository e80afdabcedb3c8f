import { createServerClient as createSsrServerClient } from '@supabase/ssr'
import { type NextRequest, NextResponse } from 'next/server.js'
import { publicEnv } from '../env.js'
import { sessionCookieOptions } from './cookie-storage.js'
import { isSessionGone } from '../errors/session.js'
import type { Database } from '../types/database.js'

type CookieWrite = { name: string; value: string; options: object }

/**
 * Call from the app's `proxy.ts` (Next 16's middleware): the one place on the server that refreshes
 * the session, because its cookies always reach the browser. An access token near its expiry
 * (auth-js's margin: 90 s, or half the lifetime of a shorter-lived token, see
 * patches/@supabase__auth-js@2.119.0.patch) is exchanged once, and the new cookies go both to the
 * request (Server Components, actions and route handlers read them with the never-refreshing
 * `./server` clients) and to the response. It never redirects; pages decide with `requireUser()`
 * from `@teamboard/auth/server`.
 */
export async function updateSession(request: NextRequest): Promise<NextResponse> {
  const env = publicEnv()
  let writes: CookieWrite[] = []
  let cacheHeaders: Record<string, string> = {}

  const supabase = createSsrServerClient<Database>(
    env.NEXT_PUBLIC_SUPABASE_URL,
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    {
      cookieOptions: sessionCookieOptions(env.NEXT_PUBLIC_SUPABASE_URL),
      cookies: {
        getAll() {
          return request.cookies.getAll()
        },
        setAll(cookiesToSet, headers) {
          writes = [...writes, ...cookiesToSet]
          cacheHeaders = { ...cacheHeaders, ...headers }
        },
      },
    },
  )

  // getClaims() loads the session, refreshing it at most once when it is near its expiry (which
  // calls setAll), then verifies the JWT. Nothing may run between createServerClient and this
  // call, or the refresh can be lost. Parallel requests presenting one token get one rotation:
  // the Auth server answers the others with the live session (see ../errors/session.ts).
  const { error } = await supabase.auth.getClaims()
  // A failed refresh makes @supabase/ssr write empty cookies. Only a definite "the session is
  // gone" may do that: after a transient failure the browser keeps its cookies, and the pages
  // behind this request answer "try again" (SessionUnavailableError) instead of refreshing. A
  // refresh that succeeded (a session written) is kept though the JWT check after it failed for a
  // passing reason: the token is already rotated, and dropping its cookies would lose it.
  const refreshed = writes.some(({ value }) => value !== '')
  if (error && !isSessionGone(error) && !refreshed) writes = []

  for (const { name, value } of writes) request.cookies.set(name, value)
  const response = NextResponse.next({ request })
  for (const { name, value, options } of writes) response.cookies.set(name, value, options)
  // Cache-Control: private, no-store (and friends): a CDN must never cache a response that
  // carries one user's refreshed Set-Cookie and serve it to another user.
  for (const [key, value] of Object.entries(cacheHeaders)) response.headers.set(key, value)
  return response
}
