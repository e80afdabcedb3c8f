import { defineConfig } from '@playwright/test'
import { productionEnv } from '../web/e2e/env.ts'
import { CONSOLE_URL, E2E_CONSOLE_PORT, WEB_URL, E2E_WEB_PORT, devServerEnv } from './e2e/env.ts'

// Cheap password hashes in the local backend this run starts (local-supabase's env.ts): every
// user a test makes and signs in would otherwise cost its one thread about 170 ms.
process.env.LITE_AUTH_BCRYPT_COST ??= '4'

// The console as `./run dev` serves it: its `dev` script (Vite with .env.development), only the
// port and the backend's URL differing. The web app is apps/web's e2e build (its `build:e2e` task,
// a dependency here in turbo.json), served as in its own e2e run, for the customer's side of each action.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: CONSOLE_URL,
    browserName: 'chromium',
    headless: true,
    // A failed test keeps its trace with DOM snapshots; the screencast frames cost a quarter of the
    // run's CPU (docs/decisions/test-lanes.md), and the failure screenshot below still shows the end.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    },
  },
  webServer: [
    {
      command: `pnpm run dev --port ${E2E_CONSOLE_PORT} --host 127.0.0.1`,
      url: `${CONSOLE_URL}/`,
      env: { ...devServerEnv(), PATH: process.env.PATH ?? '' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `pnpm exec next start --port ${E2E_WEB_PORT} --hostname 127.0.0.1`,
      cwd: '../web',
      url: `${WEB_URL}/`,
      env: Object.fromEntries(
        Object.entries(productionEnv()).filter((entry): entry is [string, string] => !!entry[1]),
      ),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
