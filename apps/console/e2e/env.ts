import { E2E_SUPABASE_PORT, E2E_WEB_PORT, TELEMETRY_CAPTURE_PORT } from '../../web/e2e/env.ts'

/**
 * The console e2e run's ports and keys, shared by playwright.config.ts, the backend setup and the
 * specs. The console is served by its own `dev` script (what `./run dev` runs), on its own port;
 * the web app is apps/web's e2e build (`next start`, made by its `build:e2e` task), against the
 * same backend, so a customer's side of each support action is seen in the real app. So the ports
 * are apps/web's e2e ports, which its build inlines; turbo runs this after apps/web's e2e run
 * (`turbo.json` here), when they are free.
 */
export { E2E_SUPABASE_PORT, E2E_WEB_PORT }
/** The web build's Sentry tunnel target; global-setup.ts answers it (see sentrySink there). */
export const E2E_CAPTURE_PORT = TELEMETRY_CAPTURE_PORT
export const E2E_CONSOLE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? 5184)
export const CONSOLE_URL = `http://127.0.0.1:${E2E_CONSOLE_PORT}`
export const SUPABASE_URL = `http://127.0.0.1:${E2E_SUPABASE_PORT}`
export const WEB_URL = `http://127.0.0.1:${E2E_WEB_PORT}`
// The local backend's well-known dev keys (DEV_* of @teamboard/local-supabase, checked in
// global-setup.ts). Literal so that loading the config does not load the backend.
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

/**
 * What the dev server gets on top of `.env.development`: only the backend's URL, which is not the
 * dev one here. The publishable key comes from the file, as with `./run dev`.
 */
export function devServerEnv(): Record<string, string> {
  return { VITE_SUPABASE_URL: SUPABASE_URL }
}

// Workers inherit the runner's environment: global-setup publishes its backend's mailbox here.
export function publishMailboxUrl(url: string): void {
  process.env.CONSOLE_E2E_MAILBOX_URL = url
}

export function mailboxUrl(): string {
  const url = process.env.CONSOLE_E2E_MAILBOX_URL
  if (!url)
    throw new Error('CONSOLE_E2E_MAILBOX_URL is unset; run the specs through playwright.config.ts')
  return url
}

/** The environment `make-staff` runs with in the specs: this run's backend, not the dev one. */
export function scriptEnv(): NodeJS.ProcessEnv {
  return { ...process.env, SUPABASE_URL, SUPABASE_SECRET_KEY: SECRET_KEY }
}
