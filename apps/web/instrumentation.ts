import { captureRequestError } from '@sentry/nextjs'

/**
 * Starts Sentry for the runtime this server bundle is built for. Each init is imported
 * dynamically so the Node SDK never lands in the edge bundle and vice versa.
 */
export async function register() {
  const { SupabaseClient } = await import('@supabase/supabase-js')
  // NEXT_RUNTIME is a build-time constant: compared literally, Next drops the other runtime's branch.
  /* eslint-disable no-restricted-properties */
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { initTelemetryServer } = await import('@teamboard/telemetry/server')
    initTelemetryServer({ supabaseClient: SupabaseClient })
  }
  if (process.env.NEXT_RUNTIME === 'edge') {
    const { initTelemetryEdge } = await import('@teamboard/telemetry/edge')
    initTelemetryEdge({ supabaseClient: SupabaseClient })
  }
  /* eslint-enable no-restricted-properties */
}

/** Errors in server components, route handlers, server actions and the proxy, with route context. */
export const onRequestError = captureRequestError
