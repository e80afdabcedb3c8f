// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { useBrowserInit } from './browser-test-setup.js'
import { initTelemetryClient } from './client.js'

// Session Replay stays out of the page entirely unless replays are sampled (client.test.ts).
describe('initTelemetryClient without replays', () => {
  const browser = useBrowserInit()

  it('does not load Replay', () => {
    const client = initTelemetryClient()
    expect(client).toBeDefined()
    expect(browser.idle).toHaveLength(0)
    expect(client?.getIntegrationByName('Replay')).toBeUndefined()
  })
})
