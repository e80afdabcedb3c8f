import { routerTransitionStarted, startTelemetryClient } from '@teamboard/telemetry/browser'

// The Sentry SDK is not part of any page's first load: errors are held from this moment and
// reported once it is up; it loads on the first error, interaction or when the page is hidden
// (@teamboard/telemetry README). No `supabaseClient` here either: importing supabase-js would put
// all of it into every page; the browser client is traced where it is created.
startTelemetryClient()

/** Starts a navigation span for each App Router transition (once the SDK is up). */
export const onRouterTransitionStart = routerTransitionStarted
