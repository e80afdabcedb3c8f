// @vitest-environment happy-dom
import { getClient } from '@sentry/nextjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initTelemetryClient } from './client.js'

// What a visitor's browser does with Session Replay: nothing at all unless replays are sampled,
// and then only once the page is idle — so the recorder is never part of the first load.
describe('initTelemetryClient and Session Replay', () => {
  let idle: (() => void)[]

  beforeEach(() => {
    idle = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', 'https://key@o1.ingest.sentry.io/1')
    vi.stubEnv('NEXT_PUBLIC_SENTRY_SPOTLIGHT', 'false')
  })

  afterEach(async () => {
    await getClient()?.close()
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
  })

  it('adds Replay once the page is idle when replays on error are sampled', async () => {
    vi.stubEnv('NEXT_PUBLIC_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE', '1')
    const client = initTelemetryClient()
    expect(client?.getIntegrationByName('Replay')).toBeUndefined()
    expect(idle).toHaveLength(1)
    idle[0]?.()
    await vi.waitFor(() => expect(client?.getIntegrationByName('Replay')).toBeDefined(), {
      timeout: 25_000,
    })
    expect(client?.getOptions().replaysOnErrorSampleRate).toBe(1)
    // Under Node, @sentry/nextjs resolves to its server build, whose setup is slow on a busy machine.
  }, 30_000)
})
