import type { Integration } from './sentry-types.js'
import { supabaseTracingIntegration, type SupabaseClientLike } from './supabase.js'

export interface TelemetryInitOptions {
  /** The `SupabaseClient` class (or a client) to trace query-builder calls on. */
  supabaseClient?: SupabaseClientLike | object
  /** Further Sentry integrations for this runtime. */
  integrations?: Integration[]
}

export function extraIntegrations(options: TelemetryInitOptions): Integration[] {
  const supabase = options.supabaseClient
    ? [supabaseTracingIntegration(options.supabaseClient)]
    : []
  return [...supabase, ...(options.integrations ?? [])]
}
