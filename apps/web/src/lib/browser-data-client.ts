'use client'

import { createBrowserDataClient } from '@teamboard/supabase/client'
import type { TypedSupabaseClient } from '@teamboard/supabase'
import { whenTelemetryLoads } from '@teamboard/telemetry/browser'

/**
 * PostgREST and Storage in the browser, for the pieces that need them (an avatar upload). Every
 * signed-in page holds the session client alone (live-auth-provider.tsx) and live pieces add
 * Realtime alone (`createBrowserRealtimeClient`), so supabase-js's data clients stay out of
 * their JavaScript (the JS budgets, apps/web/e2e/js-budget.ts). Calls are traced once telemetry has loaded.
 */
export function browserDataClient(): TypedSupabaseClient {
  const client = createBrowserDataClient()
  whenTelemetryLoads((telemetry) => telemetry.traceSupabaseClient(client))
  return client
}
