/**
 * The console e2e run's own ports and web build directory. `pnpm test` runs this beside apps/web's
 * e2e run (turbo, two at a time), so it must not share that run's backend port, web port, Sentry
 * capture port or `.next-e2e` build. apps/web/e2e/env.ts reads these variables when it is first
 * evaluated, so every entry point imports this module before it (playwright.config.ts,
 * build-web.ts). A variable already set wins, as in apps/web's run.
 */
const defaults = {
  E2E_SUPABASE_PORT: '54541',
  E2E_WEB_PORT: '3141',
  E2E_CAPTURE_PORT: '54599',
  E2E_DIST_DIR: '.next-e2e-console',
}

for (const [name, value] of Object.entries(defaults)) process.env[name] ??= value
