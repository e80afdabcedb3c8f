import { defineConfig } from '@playwright/test'
import { E2E_BASE_URL, E2E_WEB_PORT, e2eEnv } from './e2e/env.ts'

const env = e2eEnv()

export default defineConfig({
  testDir: 'e2e',
  // Run against their own servers: session-expiry.spec.ts with short token lifetimes
  // (playwright.session-expiry.config.ts), e2e/dev/ against `next dev` (playwright.dev.config.ts).
  testIgnore: ['session-expiry.spec.ts', 'dev/**'],
  outputDir: 'test-results',
  // Two cores are shared with other work; one browser at a time keeps timings stable.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 20_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  // Serves the build made by `e2e/build.ts` (run first by `pnpm test:e2e`).
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
