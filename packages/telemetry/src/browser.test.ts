// @vitest-environment happy-dom
import { getClient } from '@sentry/nextjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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

// A visitor who went offline before the first click: the SDK's chunk fails to load, which is
// expected rather than a fault, and reporting starts once the connection is back. A fake SDK
// stands in for client.js so that each test gets a fresh browser.ts and decides when loading fails.
describe('a load of the SDK that fails', () => {
  const network = { up: true, attempts: 0 }
  const sdk = {
    initTelemetryClient: vi.fn(),
    captureException: vi.fn(() => 'event-id'),
    captureRouterTransitionStart: vi.fn(),
    setTelemetryUser: vi.fn(),
  }

  beforeEach(() => {
    network.up = true
    network.attempts = 0
    vi.resetModules()
    vi.doMock('./client.js', () => {
      network.attempts += 1
      if (!network.up)
        throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })
      return sdk
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.doUnmock('./client.js')
    vi.restoreAllMocks()
    vi.clearAllMocks()
  })

  function goOffline(): void {
    network.up = false
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  }

  function goOnline(): void {
    network.up = true
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
  }

  async function sdkStarted(): Promise<void> {
    await vi.waitFor(() => expect(sdk.initTelemetryClient).toHaveBeenCalledTimes(1))
  }

  it('stays quiet offline, then loads and reports what was caught once back online', async () => {
    const browser = await import('./browser.js')
    browser.startTelemetryClient()
    goOffline()
    window.dispatchEvent(new PointerEvent('pointerdown'))
    // The trigger started loading; this shares its attempt.
    expect(await browser.loadTelemetryNow()).toBeUndefined()
    const thrown = new Error('thrown while offline')
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: 'x' }))
    expect(await browser.loadTelemetryNow()).toBeUndefined()
    const handled = new Error('handled while offline')
    expect(await browser.captureBrowserError(handled, { tags: { action: 'move' } })).toBeUndefined()
    expect(network.attempts).toBeGreaterThan(0)
    expect(sdk.captureException).not.toHaveBeenCalled()

    // The connection coming back starts it, with no further interaction.
    goOnline()
    await sdkStarted()
    expect(sdk.captureException).toHaveBeenCalledWith(thrown, expect.anything())
    expect(sdk.captureException).toHaveBeenCalledWith(handled, { tags: { action: 'move' } })
    expect(console.error).not.toHaveBeenCalled()
  })

  it('reports a failure while online once, and loads on the next interaction', async () => {
    const browser = await import('./browser.js')
    browser.startTelemetryClient()
    network.up = false
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    expect(await browser.loadTelemetryNow()).toBeUndefined()
    expect(console.error).toHaveBeenCalledTimes(1)
    expect(console.error).toHaveBeenCalledWith('Error reporting failed to load', expect.any(Error))
    // Nothing tries again on its own: only the next trigger does.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(network.attempts).toBe(1)

    network.up = true
    window.dispatchEvent(new PointerEvent('pointerdown'))
    await sdkStarted()
    expect(network.attempts).toBe(2)
    expect(console.error).toHaveBeenCalledTimes(1)
  })

  it('runs a whenTelemetryLoads callback from before a failed attempt once a retry loads', async () => {
    const browser = await import('./browser.js')
    browser.startTelemetryClient()
    goOffline()
    window.dispatchEvent(new PointerEvent('pointerdown'))
    // Signed in while the attempt that will fail is under way (live-auth-provider.tsx).
    browser.whenTelemetryLoads((client) => client.setTelemetryUser({ id: 'user-1' }))
    expect(await browser.loadTelemetryNow()).toBeUndefined()
    expect(sdk.setTelemetryUser).not.toHaveBeenCalled()

    goOnline()
    await sdkStarted()
    expect(sdk.setTelemetryUser).toHaveBeenCalledExactlyOnceWith({ id: 'user-1' })
    // Once loaded, a callback runs at once.
    browser.whenTelemetryLoads((client) => client.setTelemetryUser(null))
    expect(sdk.setTelemetryUser).toHaveBeenLastCalledWith(null)
  })
})
