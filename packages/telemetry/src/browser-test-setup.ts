import { getClient } from '@sentry/nextjs'
import { afterEach, beforeEach, vi } from 'vitest'

/**
 * For the browser-init tests: a DSN, no Spotlight, and `requestIdleCallback` held until the test
 * runs what was queued. Each such test file inits the SDK once (its state is process-global).
 */
export function useBrowserInit(): { idle: (() => void)[] } {
  const state = { idle: [] as (() => void)[] }
  beforeEach(() => {
    state.idle = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => state.idle.push(callback))
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', 'https://key@o1.ingest.sentry.io/1')
    vi.stubEnv('NEXT_PUBLIC_SENTRY_SPOTLIGHT', 'false')
  })
  afterEach(async () => {
    await getClient()?.close()
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
  })
  return state
}
