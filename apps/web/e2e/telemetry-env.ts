/**
 * The e2e run's Sentry settings, read by env.ts for both `next build` (NEXT_PUBLIC_* are
 * inlined) and `next start`. Everything points at the capture server telemetry.spec.ts starts
 * on `capturePort` (env.ts's TELEMETRY_CAPTURE_PORT).
 */
export const TELEMETRY_E2E_ENVIRONMENT = 'e2e'
export const TELEMETRY_E2E_RELEASE = 'teamboard-web@e2e'
export const TELEMETRY_E2E_PROJECT_ID = 4242

export function telemetryEnv(capturePort: number): Record<string, string> {
  return {
    // sentry.io-shaped on purpose: @sentry/nextjs 11 tunnels only DSNs whose host is
    // o<org>.ingest.sentry.io, so the browser posts to /monitoring on our origin and never to this host.
    NEXT_PUBLIC_SENTRY_DSN: `https://e2epublickey@o${TELEMETRY_E2E_PROJECT_ID}.ingest.sentry.io/${TELEMETRY_E2E_PROJECT_ID}`,
    // Server and edge send straight to the capture server.
    SENTRY_DSN: `http://e2epublickey@127.0.0.1:${capturePort}/${TELEMETRY_E2E_PROJECT_ID}`,
    // Read by withSentryConfig when it builds the tunnel rewrite (internal to @sentry/nextjs, used by
    // its own e2e tests): the /monitoring rewrite then targets the capture server, not sentry.io.
    _SENTRY_TUNNEL_DESTINATION_OVERRIDE: `http://127.0.0.1:${capturePort}/api/:projectid/envelope/?hsts=0`,
    NEXT_PUBLIC_SENTRY_ENVIRONMENT: TELEMETRY_E2E_ENVIRONMENT,
    NEXT_PUBLIC_SENTRY_RELEASE: TELEMETRY_E2E_RELEASE,
    // No performance traffic: the spec asserts on error events only.
    NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: '0',
    NEXT_PUBLIC_SENTRY_SPOTLIGHT: 'false',
    // Enables the throwing routes under src/app/(diagnostics); they answer 404 without it.
    TEAMBOARD_DIAGNOSTICS: '1',
  }
}
