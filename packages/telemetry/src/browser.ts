'use client'

import type * as ClientModuleNamespace from './client.js'
import { whenIdle } from './idle.js'
import type { TelemetryInitOptions } from './init-options.js'

type ClientModule = typeof ClientModuleNamespace

/**
 * The browser SDK, started when it is first needed rather than with the page: a visitor who only
 * reads a page never downloads Sentry (about 50 kB compressed). Errors are caught from the first
 * moment by two listeners that keep them until the SDK is up and then report them; the SDK is
 * loaded on the first error, the first interaction (pointer, key, touch) or when the page is
 * hidden, and by `loadTelemetryNow()` on pages that want it at once. Where replays are sampled it
 * loads once the page is idle: a replay records the visit from its start, and a replay on error
 * has its buffer running before the first click that fails. A load that fails (a visitor who went
 * offline before the first click) is tried again on the next of these, or when the connection is
 * back; what was caught or captured meanwhile waits for it.
 */
let loading: Promise<ClientModule | undefined> | undefined
let loaded: ClientModule | undefined
let options: TelemetryInitOptions = {}
const caught: unknown[] = []
const triggers = ['pointerdown', 'keydown', 'touchstart'] as const
const waiting: ((client: ClientModule) => void)[] = []

function keep(event: Event): void {
  caught.push(
    event instanceof ErrorEvent
      ? (event.error ?? event.message)
      : (event as PromiseRejectionEvent).reason,
  )
  void loadTelemetryNow()
}

function onHidden(): void {
  if (document.visibilityState === 'hidden') void loadTelemetryNow()
}

function startOnDemand(): void {
  void loadTelemetryNow()
}

function stopListening(): void {
  window.removeEventListener('error', keep)
  window.removeEventListener('unhandledrejection', keep)
  for (const type of triggers) window.removeEventListener(type, startOnDemand, true)
  document.removeEventListener('visibilitychange', onHidden)
  window.removeEventListener('online', startOnDemand)
}

/** Call once from `instrumentation-client.ts`, in place of `initTelemetryClient`. */
export function startTelemetryClient(initOptions: TelemetryInitOptions = {}): void {
  options = initOptions
  window.addEventListener('error', keep)
  window.addEventListener('unhandledrejection', keep)
  for (const type of triggers)
    window.addEventListener(type, startOnDemand, { capture: true, passive: true })
  document.addEventListener('visibilitychange', onHidden)
  if (replaysSampled()) whenIdle(startOnDemand)
}

/**
 * Spelled out as literals, which Next inlines. Read here rather than through env.ts, whose zod
 * schemas come with the SDK: env.ts validates the same values when the SDK starts.
 */
function replaysSampled(): boolean {
  /* eslint-disable no-restricted-properties -- see above */
  return (
    Boolean(process.env.NEXT_PUBLIC_SENTRY_DSN) &&
    (Number(process.env.NEXT_PUBLIC_SENTRY_REPLAYS_SESSION_SAMPLE_RATE ?? 0) > 0 ||
      Number(process.env.NEXT_PUBLIC_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE ?? 0) > 0)
  )
  /* eslint-enable no-restricted-properties */
}

/** Loads and starts the SDK now (once); resolves to the client module, or undefined if it failed. */
export function loadTelemetryNow(): Promise<ClientModule | undefined> {
  loading ??= import('./client.js').then(
    (client) => {
      client.initTelemetryClient(options)
      // From here the SDK's own handlers report; what came before is reported by hand.
      stopListening()
      for (const error of caught.splice(0))
        client.captureException(error, {
          mechanism: { type: 'auto.browser.global_handlers', handled: false },
        })
      loaded = client
      for (const run of waiting.splice(0)) run(client)
      return client
    },
    (error: unknown) => {
      // Not final: the next trigger tries again. Offline, a chunk that fails to load is expected
      // rather than a fault of the app, so it is not reported and waits for the connection.
      loading = undefined
      if (navigator.onLine) console.error('Error reporting failed to load', error)
      else window.addEventListener('online', startOnDemand, { once: true })
      return undefined
    },
  )
  return loading
}

/** Runs `callback` with the SDK once something else has started it; never starts it itself. */
export function whenTelemetryLoads(callback: (client: ClientModule) => void): void {
  // Waits past a failed attempt for the one that loads; once loaded, runs at once.
  if (loaded) callback(loaded)
  else waiting.push(callback)
}

/** Reports `error` (starting the SDK if needed); resolves to the event id, if one was sent. */
export async function captureBrowserError(
  error: unknown,
  context?: Parameters<ClientModule['captureException']>[1],
): Promise<string | undefined> {
  const client = await loadTelemetryNow()
  if (client) return client.captureException(error, context)
  // Reported when a later attempt loads the SDK, though without an event id to show.
  whenTelemetryLoads((later) => later.captureException(error, context))
  return undefined
}

/**
 * For `instrumentation-client.ts`'s `onRouterTransitionStart`: a navigation span when the SDK is
 * up (a navigation follows an interaction, which started loading it; a span started late would
 * misreport the navigation, so one that begins before the SDK is up goes untraced).
 */
export function routerTransitionStarted(href: string, navigationType: string): void {
  loaded?.captureRouterTransitionStart(href, navigationType)
}
