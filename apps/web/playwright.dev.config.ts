import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config.ts'
import { E2E_BASE_URL, E2E_WEB_PORT, e2eEnv } from './e2e/env.ts'

/**
 * The specs of e2e/dev/ against `next dev` (Turbopack), not a build: what a developer's browser
 * sees in `./run dev`. Not part of `test:e2e` (a cold `next dev` compiles every page on first
 * visit, minutes on two busy cores); run with `pnpm --filter @teamboard/web test:e2e:dev`.
 */
const { NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY } =
  e2eEnv()
// What `./run dev` has (.env.development), pointed at the e2e backend: no Sentry DSN.
const env = {
  NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  SUPABASE_SECRET_KEY,
  NEXT_TELEMETRY_DISABLED: '1',
  // Its own dir: a dev server must not share `.next` with `./run dev` or the e2e build.
  NEXT_DIST_DIR: '.next-e2e-dev',
} as Record<string, string>

export default defineConfig({
  ...baseConfig,
  testDir: 'e2e/dev',
  testIgnore: [],
  outputDir: 'test-results/dev',
  // One page compiles at a time; two would only share the same cores.
  workers: 1,
  // A page's first visit waits for its first compile.
  timeout: 600_000,
  expect: { timeout: 180_000 },
  use: { ...baseConfig.use, navigationTimeout: 300_000 },
  webServer: {
    command: `next dev --port ${E2E_WEB_PORT} --hostname 127.0.0.1`,
    url: `${E2E_BASE_URL}/`,
    env,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
