import { init } from '@sentry/nextjs'
import { readServerTelemetryEnv } from './env.js'
import { extraIntegrations, type TelemetryInitOptions } from './init-options.js'
import { sharedOptions } from './options.js'

export type { TelemetryInitOptions } from './init-options.js'
export { captureRequestError } from '@sentry/nextjs'

/**
 * Starts Sentry in the edge runtime (proxy/middleware, edge routes). Same DSN rules as the
 * server entry. The edge SDK has no Spotlight support, so in development edge events are only
 * visible when a DSN is set.
 */
export function initTelemetryEdge(options: TelemetryInitOptions = {}): boolean {
  const env = readServerTelemetryEnv()
  const dsn = env.SENTRY_DSN ?? env.NEXT_PUBLIC_SENTRY_DSN
  if (!dsn) return false
  init({
    ...sharedOptions(env, dsn),
    integrations: (defaults) => [...defaults, ...extraIntegrations(options)],
  })
  return true
}
