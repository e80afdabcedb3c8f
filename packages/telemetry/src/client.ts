'use client'

import { addIntegration, getClient, init, spotlightBrowserIntegration } from '@sentry/nextjs'
import { readPublicTelemetryEnv } from './env.js'
import { whenIdle } from './idle.js'
import { extraIntegrations, type TelemetryInitOptions } from './init-options.js'
import { supabaseTracingIntegration } from './supabase.js'
import { sharedOptions, spotlightSetting } from './options.js'
import type { SentryClient } from './sentry-types.js'

export type { TelemetryInitOptions } from './init-options.js'
export { captureException, captureRouterTransitionStart } from '@sentry/nextjs'
export { setTelemetryUser } from './user.js'

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
  const client = init({
    ...shared,
    replaysSessionSampleRate: env.NEXT_PUBLIC_SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: env.NEXT_PUBLIC_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
    integrations: (defaults) => [
      ...defaults,
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
  if (replay) addReplayWhenIdle()
  return client
}

/**
 * Session Replay (rrweb) outweighs the rest of the browser SDK, so it is not in the page's
 * bundle: `@sentry/replay` is imported nowhere else, which gives it a chunk of its own, fetched
 * once the page is idle and only when replays are sampled at all. Errors are captured from
 * `init` on. Replay masks all text and blocks media by default; that default keeps it private.
 */
function addReplayWhenIdle(): void {
  whenIdle(
    () =>
      void import('@sentry/replay').then(
        ({ replayIntegration }) => addIntegration(replayIntegration()),
        (error: unknown) => console.error('Session Replay failed to load', error),
      ),
  )
}

let tracedOnce = false

/**
 * Traces a browser Supabase client's query-builder calls from now on. For pages that create a
 * client after Sentry started: passing `SupabaseClient` to `initTelemetryClient` would put all of
 * supabase-js into every page's first load, signed-out pages included. Patches the client's
 * class once; a no-op while reporting is off.
 */
export function traceSupabaseClient(client: object): void {
  if (!getClient() || tracedOnce) return
  tracedOnce = true
  addIntegration(supabaseTracingIntegration(client))
}
