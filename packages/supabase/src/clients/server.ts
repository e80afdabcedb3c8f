import { createServerClient as createSsrServerClient } from '@supabase/ssr'
import { cookies } from 'next/headers.js'
import { authCookieOptions, publicEnv } from '../env.js'
import type { Database } from '../types/database.js'
import type { TypedSupabaseClient } from './types.js'

/**
 * For Server Components, Server Actions and Route Handlers. Create one per request: the
 * client holds that request's cookies (and @supabase/ssr hands cache headers only to the
 * first cookie write of a client).
 */
export async function createServerClient(): Promise<TypedSupabaseClient> {
  const cookieStore = await cookies()
  const env = publicEnv()
  return createSsrServerClient<Database>(
    env.NEXT_PUBLIC_SUPABASE_URL,
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    {
      cookieOptions: authCookieOptions(),
      cookies: {
        getAll() {
          return cookieStore.getAll()
        },
        setAll(cookiesToSet) {
          try {
            for (const { name, value, options } of cookiesToSet)
              cookieStore.set(name, value, options)
          } catch {
            // Server Components cannot set cookies (Next throws). That is safe because the proxy
            // (`@teamboard/supabase/proxy`) refreshes the session and writes cookies on every request.
          }
        },
      },
    },
  )
}
