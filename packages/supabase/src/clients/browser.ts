'use client'

import { createBrowserClient as createSsrBrowserClient } from '@supabase/ssr'
import { createClient } from '@supabase/supabase-js'
import { sessionCookieOptions } from './cookie-storage.js'
import { publicEnv } from './env.js'
import { createBrowserSessionClient, linkRealtime } from './session-client.js'
import type { Database } from '../types/database.js'
import type { SupabaseConnection, TypedSupabaseClient } from './types.js'

export { type BrowserSessionClient, createBrowserSessionClient } from './session-client.js'

/**
 * The browser client stores the session in cookies so server code sees the same user.
 * @supabase/ssr makes it a singleton in the browser, so calling this in many components is cheap.
 */
export function createBrowserClient(connection?: Partial<SupabaseConnection>): TypedSupabaseClient {
  const url = connection?.url ?? publicEnv().NEXT_PUBLIC_SUPABASE_URL
  const key = connection?.key ?? publicEnv().NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY
  return createSsrBrowserClient<Database>(url, key, { cookieOptions: sessionCookieOptions(url) })
}

let dataClient: TypedSupabaseClient | undefined

/**
 * PostgREST, Realtime and Storage for a page that already holds the session client
 * (`createBrowserSessionClient`, from `./client/session`): requests and channels carry its
 * access token, and sign-out closes the channels. It has no auth of its own — `auth` throws;
 * use the session client's. A singleton, like the session client.
 */
export function createBrowserDataClient(
  connection?: Partial<SupabaseConnection>,
): TypedSupabaseClient {
  if (dataClient) return dataClient
  const session = createBrowserSessionClient(connection)
  const url = connection?.url ?? publicEnv().NEXT_PUBLIC_SUPABASE_URL
  const key = connection?.key ?? publicEnv().NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY
  dataClient = createClient<Database>(url, key, { accessToken: () => session.accessToken() })
  linkRealtime(dataClient)
  return dataClient
}
