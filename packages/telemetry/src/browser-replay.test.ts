// @vitest-environment happy-dom
import { getClient } from '@sentry/nextjs'
import { describe, expect, it, vi } from 'vitest'
import { useBrowserInit } from './browser-test-setup.js'
import { startTelemetryClient } from './browser.js'

// Where replays are sampled, a visit is recorded from its start: the SDK loads once the page is
// idle instead of waiting for an interaction, and Replay follows on the next idle moment.
describe('startTelemetryClient with replays sampled', () => {
  const browser = useBrowserInit()

  it('starts the SDK and then Replay when the page is idle, before any interaction', async () => {
    vi.stubEnv('NEXT_PUBLIC_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE', '0.5')
    startTelemetryClient()
    expect(getClient()).toBeUndefined()
    expect(browser.idle).toHaveLength(1)

    browser.idle[0]?.()
    // Under Node, @sentry/nextjs resolves to its server build, whose setup is slow on a busy machine.
    await vi.waitFor(() => expect(browser.idle).toHaveLength(2), { timeout: 25_000 })
    const client = getClient()
    expect(client).toBeDefined()
    expect(client?.getIntegrationByName('Replay')).toBeUndefined()
    browser.idle[1]?.()
    await vi.waitFor(() => expect(client?.getIntegrationByName('Replay')).toBeDefined(), {
      timeout: 25_000,
    })
  }, 60_000)
})
