// @vitest-environment happy-dom
import { getClient } from '@sentry/nextjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initTelemetryClient } from './client.js'

// Session Replay stays out of the page entirely unless replays are sampled (see client.test.ts;
// one init per file: the Sentry SDK is process-global).
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

  it('does not load Replay when no replay is sampled', () => {
    const client = initTelemetryClient()
    expect(client).toBeDefined()
    expect(idle).toHaveLength(0)
    expect(client?.getIntegrationByName('Replay')).toBeUndefined()
  })
})
