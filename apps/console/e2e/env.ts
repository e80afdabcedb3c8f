/**
 * The console e2e run's ports and keys, shared by playwright.config.ts (build + preview), the
 * backend setup and the specs. Their own ports, so a run never collides with the web app's e2e
 * (3100/54331) or `pnpm dev` (3000/54321).
 */
export const E2E_CONSOLE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? 4180)
export const E2E_SUPABASE_PORT = Number(process.env.E2E_CONSOLE_SUPABASE_PORT ?? 54540)
export const CONSOLE_URL = `http://127.0.0.1:${E2E_CONSOLE_PORT}`
export const SUPABASE_URL = `http://127.0.0.1:${E2E_SUPABASE_PORT}`
// The local backend's well-known dev keys (DEV_* of @teamboard/local-supabase, checked in
// global-setup.ts). Literal so that loading the config does not load the backend.
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'
// Under node_modules: ignored by git, prettier and eslint alike, without touching their root configs.
export const DIST_DIR = 'node_modules/.cache/console-e2e'

/** What `vite build` inlines: only the URL and the publishable key. */
export function buildEnv(): Record<string, string> {
  return { VITE_SUPABASE_URL: SUPABASE_URL, VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY }
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
