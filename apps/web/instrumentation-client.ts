import { SupabaseClient } from '@supabase/supabase-js'
import { captureRouterTransitionStart, initTelemetryClient } from '@teamboard/telemetry/client'

initTelemetryClient({ supabaseClient: SupabaseClient })

/** Starts a navigation span for each App Router transition. */
export const onRouterTransitionStart = captureRouterTransitionStart
