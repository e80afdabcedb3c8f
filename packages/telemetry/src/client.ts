'use client'

import { init, replayIntegration, spotlightBrowserIntegration } from '@sentry/nextjs'
import { readPublicTelemetryEnv } from './env.js'
import { extraIntegrations, type TelemetryInitOptions } from './init-options.js'
import { sharedOptions, spotlightSetting } from './options.js'
import type { SentryClient } from './sentry-types.js'

export type { TelemetryInitOptions } from './init-options.js'
export { captureRouterTransitionStart } from '@sentry/nextjs'

/**
 * Starts Sentry in the browser (call from `instrumentation-client.ts`). Reports to
 * `NEXT_PUBLIC_SENTRY_DSN`, through the `tunnelRoute` of `withSentryConfig` when the DSN is a
 * sentry.io one. Returns undefined when reporting is off. Unlike the server entry it never
 * throws: a telemetry misconfiguration must not take the page down, so it logs and stays off.
 */
export function initTelemetryClient(options: TelemetryInitOptions = {}): SentryClient | undefined {
  let env
  try {
    env = readPublicTelemetryEnv()
  } catch (error) {
    console.error(error)
    return undefined
  }
  const shared = sharedOptions(env, env.NEXT_PUBLIC_SENTRY_DSN)
  if (!shared.enabled) return undefined
  const spotlight = spotlightSetting(env)
  const replay =
    env.NEXT_PUBLIC_SENTRY_REPLAYS_SESSION_SAMPLE_RATE > 0 ||
    env.NEXT_PUBLIC_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE > 0
  return init({
    ...shared,
    replaysSessionSampleRate: env.NEXT_PUBLIC_SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: env.NEXT_PUBLIC_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
    integrations: (defaults) => [
      ...defaults,
      // Replay masks all text and blocks media by default; that default is what keeps it private.
      ...(replay ? [replayIntegration()] : []),
      // The SDK's own `spotlight` option is compiled out of its production build; the integration is not.
      ...(spotlight === false
        ? []
        : [
            spotlightBrowserIntegration(
              typeof spotlight === 'string' ? { sidecarUrl: spotlight } : {},
            ),
          ]),
      ...extraIntegrations(options),
    ],
  })
}
