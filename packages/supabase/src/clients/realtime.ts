'use client'

// supabase-js re-exports realtime-js's client; importing it alone leaves PostgREST, Storage and
// Functions out of the bundle (supabase-js is side-effect free but for its tracing entry).
import { RealtimeClient } from '@supabase/supabase-js'
import { publicEnv } from './env.js'
import { createBrowserSessionClient, linkRealtime, withSlash } from './session-client.js'
import type { RealtimeConnection, SupabaseConnection } from './types.js'

/** Realtime alone, shaped like the part of a `SupabaseClient` the realtime helpers use. */
export interface BrowserRealtimeClient extends RealtimeConnection {
  removeAllChannels(): Promise<unknown>
}

let client: BrowserRealtimeClient | undefined

/**
 * The tab's Realtime connection for a page that holds the session client and needs live data
 * but no PostgREST or Storage in the browser (~20 kB compressed less than
 * `createBrowserDataClient`). Configured as supabase-js configures its own: the `realtime/v1`
 * socket with the key as `apikey`, joined with the user's access token (the key when signed
 * out); refreshed tokens reach it and sign-out closes its channels. A singleton.
 */
export function createBrowserRealtimeClient(
  connection?: Partial<SupabaseConnection>,
): BrowserRealtimeClient {
  if (client) return client
  const session = createBrowserSessionClient(connection)
  const url = connection?.url ?? publicEnv().NEXT_PUBLIC_SUPABASE_URL
  const key = connection?.key ?? publicEnv().NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY
  const endpoint = new URL('realtime/v1', withSlash(url))
  endpoint.protocol = endpoint.protocol.replace('http', 'ws')
  const realtime = new RealtimeClient(endpoint.href, {
    params: { apikey: key },
    accessToken: async () => (await session.accessToken()) ?? key,
  })
  client = {
    realtime,
    channel: (name, options) => realtime.channel(name, options),
    removeChannel: (channel) => realtime.removeChannel(channel),
    removeAllChannels: () => realtime.removeAllChannels(),
  }
  linkRealtime(client)
  return client
}
