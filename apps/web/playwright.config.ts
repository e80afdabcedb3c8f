import { defineConfig } from '@playwright/test'
import { E2E_BASE_URL, E2E_WEB_PORT, e2eEnv } from './e2e/env.ts'

// Cheap password hashes in the local backend this run starts (local-supabase's env.ts): every
// user a test makes and signs in would otherwise cost its one thread about 170 ms.
process.env.LITE_AUTH_BCRYPT_COST ??= '4'

const env = e2eEnv()

export default defineConfig({
  testDir: 'e2e',
  // Run against their own servers: session-expiry.spec.ts with short token lifetimes
  // (playwright.session-expiry.config.ts), e2e/dev/ against `next dev` (playwright.dev.config.ts).
  testIgnore: ['session-expiry.spec.ts', 'dev/**'],
  outputDir: 'test-results',
  // Two workers: `pnpm test` runs this beside one other suite at a time (scripts/test.sh), and
  // after that lane ends the run has both cores to itself. Specs share the backend and the web
  // server but nothing else: each makes its own users and workspaces, and the telemetry specs
  // have a capture server each.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  // A live change reaches a second browser through realtime and, for structure, a server render:
  // on a busy two-core machine that can pass 5 s.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    // A failed test keeps its trace with DOM snapshots; the screencast frames cost a quarter of the
    // run's CPU (docs/decisions/test-lanes.md), and the failure screenshot below still shows the end.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Serves the build made by `e2e/build.ts` (the `build:e2e` task, which turbo runs before `test:e2e`).
  webServer: {
    command: `next start --port ${E2E_WEB_PORT} --hostname 127.0.0.1`,
    url: `${E2E_BASE_URL}/`,
    env,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
