'use client'

import { createBrowserDataClient } from '@teamboard/supabase/client'
import type { TypedSupabaseClient } from '@teamboard/supabase'
import { whenTelemetryLoads } from '@teamboard/telemetry/browser'

/**
 * PostgREST, Realtime and Storage in the browser, for the pieces that need them (the board's
 * live data, an avatar upload). Every other signed-in page holds the session client alone
 * (live-auth-provider.tsx), so supabase-js's data clients stay out of its JavaScript (issue 13).
 * Calls are traced once telemetry has loaded.
 */
export function browserDataClient(): TypedSupabaseClient {
  const client = createBrowserDataClient()
  whenTelemetryLoads((telemetry) => telemetry.traceSupabaseClient(client))
  return client
}
