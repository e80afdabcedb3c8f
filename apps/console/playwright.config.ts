import { defineConfig } from '@playwright/test'
import { CONSOLE_URL, DIST_DIR, E2E_CONSOLE_PORT, buildEnv } from './e2e/env.ts'

// Builds the console against the e2e backend into its own folder (so turbo's cached dist/ stays
// as built) and serves it as the static files it is, with `vite preview`.
const serve = [
  `vite build --outDir ${DIST_DIR} --emptyOutDir --logLevel warn`,
  `vite preview --outDir ${DIST_DIR} --port ${E2E_CONSOLE_PORT} --strictPort --host 127.0.0.1`,
].join(' && ')

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: CONSOLE_URL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    },
  },
  webServer: {
    command: serve,
    url: `${CONSOLE_URL}/`,
    env: { ...buildEnv(), PATH: process.env.PATH ?? '' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
