import { init } from '@sentry/nextjs'
import { readServerTelemetryEnv } from './env.js'
import { extraIntegrations, type TelemetryInitOptions } from './init-options.js'
import { sharedOptions, spotlightSetting } from './options.js'
import type { SentryClient } from './sentry-types.js'

export type { TelemetryInitOptions } from './init-options.js'
export { captureRequestError } from '@sentry/nextjs'

/**
 * Starts Sentry in the Node.js runtime (call from `instrumentation.ts` `register`). Reports to
 * `SENTRY_DSN`, else `NEXT_PUBLIC_SENTRY_DSN`; with neither (and Spotlight off) the SDK is not
 * started at all and this returns undefined. Throws TelemetryEnvError on malformed variables.
 */
export function initTelemetryServer(options: TelemetryInitOptions = {}): SentryClient | undefined {
  const env = readServerTelemetryEnv()
  const shared = sharedOptions(env, env.SENTRY_DSN ?? env.NEXT_PUBLIC_SENTRY_DSN)
  if (!shared.enabled) return undefined
  return init({
    ...shared,
    spotlight: spotlightSetting(env),
    integrations: (defaults) => [...defaults, ...extraIntegrations(options)],
  })
}
