import { createServerClient as createSsrServerClient } from '@supabase/ssr'
import { cookies } from 'next/headers.js'
import { publicEnv } from '../env.js'
import { sessionCookieOptions } from './cookie-storage.js'
import type { Database } from '../types/database.js'
import { createSettledSessionClient } from './settled-session.js'
import type { TypedSupabaseClient } from './types.js'

/**
 * For Server Components, Server Actions and Route Handlers: reads with the session the proxy
 * settled for this request, and never refreshes it (see `./settled-session`). One per request.
 */
export async function createServerClient(): Promise<TypedSupabaseClient> {
  return createSettledSessionClient((await cookies()).getAll())
}

/**
 * For the Server Actions and Route Handlers that start or end a session (sign-in, an email
 * link's verification, a code exchange, sign-out): its session cookies are written to the
 * response. Not for Server Components, which cannot set cookies, nor for reads: a session it
 * loads near its expiry would be refreshed here instead of in the proxy.
 */
export async function createServerAuthClient(): Promise<TypedSupabaseClient> {
  const cookieStore = await cookies()
  const env = publicEnv()
  return createSsrServerClient<Database>(
    env.NEXT_PUBLIC_SUPABASE_URL,
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    {
      cookieOptions: sessionCookieOptions(env.NEXT_PUBLIC_SUPABASE_URL),
      cookies: {
        getAll() {
          return cookieStore.getAll()
        },
        setAll(cookiesToSet) {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options)
        },
      },
    },
  )
}
