'use client'

import { createBrowserClient as createSsrBrowserClient } from '@supabase/ssr'
import { authCookieOptions, publicEnv } from './env.js'
import type { Database } from '../types/database.js'
import type { SupabaseConnection, TypedSupabaseClient } from './types.js'

/**
 * The browser client stores the session in cookies so server code sees the same user.
 * @supabase/ssr makes it a singleton in the browser, so calling this in many components is cheap.
 */
export function createBrowserClient(connection?: Partial<SupabaseConnection>): TypedSupabaseClient {
  const url = connection?.url ?? publicEnv().NEXT_PUBLIC_SUPABASE_URL
  const key = connection?.key ?? publicEnv().NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY
  return createSsrBrowserClient<Database>(url, key, { cookieOptions: authCookieOptions() })
}
