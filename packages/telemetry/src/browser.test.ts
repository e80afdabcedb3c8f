// @vitest-environment happy-dom
import { getClient } from '@sentry/nextjs'
import { describe, expect, it } from 'vitest'
import { useBrowserInit } from './browser-test-setup.js'
import { loadTelemetryNow, startTelemetryClient } from './browser.js'
import type { Integration } from './sentry-types.js'

// What a visitor's browser does: no SDK until it is needed, and an error thrown before then is
// still reported once it is up (error capture from the first moment, within the JS budgets of apps/web/e2e/js-budget.ts).
describe('startTelemetryClient', () => {
  const browser = useBrowserInit()

  it('holds no SDK until needed, and reports an error thrown before it was up', async () => {
    const seen: string[] = []
    const spy = {
      name: 'Spy',
      processEvent(event: { exception?: { values?: { value?: string }[] } }) {
        seen.push(event.exception?.values?.at(-1)?.value ?? '')
        return event
      },
    } as unknown as Integration
    startTelemetryClient({ integrations: [spy] })
    expect(getClient()).toBeUndefined()
    // With no replays sampled, an idle page doesn't load it either (browser-replay.test.ts).
    expect(browser.idle).toHaveLength(0)

    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('thrown on the first click'), message: 'x' }),
    )
    // The error itself starts the SDK; the same promise is shared with every other trigger.
    const client = await loadTelemetryNow()
    expect(client).toBeDefined()
    expect(getClient()).toBeDefined()
    await expect.poll(() => seen, { timeout: 25_000 }).toContain('thrown on the first click')
  }, 30_000)
})
