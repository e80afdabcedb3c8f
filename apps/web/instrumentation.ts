import { captureRequestError } from '@sentry/nextjs'

/**
 * Starts Sentry for the runtime this server bundle is built for. Each init is imported
 * dynamically so the Node SDK never lands in the edge bundle and vice versa.
 */
export async function register() {
  const { SupabaseClient } = await import('@supabase/supabase-js')
  // NEXT_RUNTIME is a build-time constant Next substitutes to drop the other branch; it has to be read literally here.
  // eslint-disable-next-line no-restricted-properties
  const runtime = process.env.NEXT_RUNTIME
  if (runtime === 'nodejs') {
    const { initTelemetryServer } = await import('@teamboard/telemetry/server')
    initTelemetryServer({ supabaseClient: SupabaseClient })
  } else if (runtime === 'edge') {
    const { initTelemetryEdge } = await import('@teamboard/telemetry/edge')
    initTelemetryEdge({ supabaseClient: SupabaseClient })
  }
}

/** Errors in server components, route handlers, server actions and the proxy, with route context. */
export const onRequestError = captureRequestError
