import { createServerClient as createSsrServerClient } from '@supabase/ssr'
import { type NextRequest, NextResponse } from 'next/server.js'
import { authCookieOptions, publicEnv } from '../env.js'
import { isSessionGone } from '../errors/session.js'
import type { Database } from '../types/database.js'

type CookieWrite = { name: string; value: string; options: object }

/**
 * Call from the app's `proxy.ts` (Next 16's middleware). It only refreshes the session: an
 * expired access token is exchanged, and the new cookies go both to the request (so Server
 * Components in this request see them) and to the response (so the browser keeps them).
 * It never redirects; pages decide with `requireUser()` from `@teamboard/auth/server`.
 */
export async function updateSession(request: NextRequest): Promise<NextResponse> {
  const env = publicEnv()
  let writes: CookieWrite[] = []
  let cacheHeaders: Record<string, string> = {}

  const supabase = createSsrServerClient<Database>(
    env.NEXT_PUBLIC_SUPABASE_URL,
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    {
      cookieOptions: authCookieOptions(),
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

  // getClaims() verifies the JWT and, when it has expired, refreshes it — which calls setAll.
  // Nothing may run between createServerClient and this call, or the refresh can be lost.
  const { error } = await supabase.auth.getClaims()
  // A failed refresh makes @supabase/ssr write empty cookies. Only a definite "the session is
  // gone" may do that: after a transient failure, or when a parallel request rotated the token
  // first, the browser keeps its cookies (or the ones the sibling's response sets).
  if (error && !isSessionGone(error)) writes = []

  for (const { name, value } of writes) request.cookies.set(name, value)
  const response = NextResponse.next({ request })
  for (const { name, value, options } of writes) response.cookies.set(name, value, options)
  // Cache-Control: private, no-store (and friends): a CDN must never cache a response that
  // carries one user's refreshed Set-Cookie and serve it to another user.
  for (const [key, value] of Object.entries(cacheHeaders)) response.headers.set(key, value)
  return response
}
