// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { useBrowserInit } from './browser-test-setup.js'
import { initTelemetryClient } from './client.js'

// What a visitor's browser does with Session Replay when replays are sampled: it loads only once
// the page is idle, so the recorder is never part of the first load (client-no-replay.test.ts:
// not at all when nothing is sampled).
describe('initTelemetryClient and Session Replay', () => {
  const browser = useBrowserInit()

  it('adds Replay once the page is idle when replays on error are sampled', async () => {
    vi.stubEnv('NEXT_PUBLIC_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE', '1')
    const client = initTelemetryClient()
    expect(client?.getIntegrationByName('Replay')).toBeUndefined()
    expect(browser.idle).toHaveLength(1)
    browser.idle[0]?.()
    // Under Node, @sentry/nextjs resolves to its server build, whose setup is slow on a busy machine.
    await vi.waitFor(() => expect(client?.getIntegrationByName('Replay')).toBeDefined(), {
      timeout: 25_000,
    })
  }, 30_000)
})
