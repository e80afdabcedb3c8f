import { defineConfig } from '@playwright/test'
import base from './playwright.config.ts'

/**
 * The session-expiry spec, after the main run (`pnpm test:e2e`): it starts its own backend, whose
 * `jwt_expiry` it sets (`E2E_JWT_EXPIRY`, 30 s unless told), and its own `next start` of the same
 * e2e build, whose log it reads. Both use the e2e ports, so it never runs beside the main run.
 * `bench/session-expiry.ts` runs it at 30 s and 120 s.
 */
const {
  webServer: _webServer,
  globalSetup: _globalSetup,
  testIgnore: _testIgnore,
  ...shared
} = base

export default defineConfig({
  ...shared,
  testMatch: 'session-expiry.spec.ts',
})
