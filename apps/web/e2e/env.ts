import { telemetryEnv } from './telemetry-env.ts'

/**
 * One place for the e2e run's ports and environment, shared by the build step (NEXT_PUBLIC_*
 * values are inlined at build time), the `next start` web server and the backend setup.
 */
// Overridable so two runs (e.g. two people's spec subsets) can build and serve side by side.
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100)
export const E2E_SUPABASE_PORT = Number(process.env.E2E_SUPABASE_PORT ?? 54331)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_WEB_PORT}`
// The access-token lifetime (s) of session-expiry.spec.ts's own backend; the bench also runs 120.
export const E2E_JWT_EXPIRY = Number(process.env.E2E_JWT_EXPIRY ?? 30)
// Its own build dir, so an e2e build never replaces the production `.next` that turbo caches.
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e'
// The Sentry capture server of telemetry.spec.ts; its DSNs are inlined at build time.
export const TELEMETRY_CAPTURE_PORT = Number(process.env.E2E_CAPTURE_PORT ?? 54399)

// The local backend's well-known development keys (DEV_* of @teamboard/local-supabase, checked
// in global-setup.ts); they unlock nothing but a throwaway backend. Literal here so loading the
// config does not load the whole backend.
const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

export function e2eEnv(): Record<string, string> {
  return {
    NEXT_DIST_DIR: E2E_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${E2E_SUPABASE_PORT}`,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
    SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
    // Turns on the routes under src/app/(diagnostics) that throw on purpose.
    TEAMBOARD_DIAGNOSTICS: '1',
    // Imports write 50 cards a step: a 5 000-card import runs long enough to reload and cancel.
    TEAMBOARD_IMPORT_STEP_CARDS: '50',
    // Sentry DSNs, environment and release pointing at the telemetry spec's capture server.
    ...telemetryEnv(TELEMETRY_CAPTURE_PORT),
  }
}

/**
 * For `next build` / `next start`: only PATH, HOME and CI (next.config.ts reads it) come from the
 * shell, so no local setup leaks in.
 */
export function productionEnv(env = e2eEnv()): Record<string, string | undefined> {
  const { PATH, HOME, CI } = process.env
  // next.config.ts: no type-check pass in a test build (the `typecheck` task runs the same tsc).
  return { PATH, HOME, CI, NODE_ENV: 'production', NEXT_SKIP_TYPE_CHECK: '1', ...env }
}

// Workers inherit the runner's environment: global-setup publishes the mailbox of the backend it
// started, and specs read auth and invitation emails through its API.
export function publishMailboxUrl(url: string): void {
  process.env.E2E_MAILBOX_URL = url
}

export function mailboxUrl(): string {
  const url = process.env.E2E_MAILBOX_URL
  if (!url)
    throw new Error(
      'E2E_MAILBOX_URL is not set; run the specs through playwright.config.ts (global-setup starts the backend).',
    )
  return url
}
