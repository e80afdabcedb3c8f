import type { Page } from '@playwright/test'

/**
 * Waits, when called, until no request of `tab` has been in flight for half a second. Not
 * Playwright's network idle: when a request ends before DOMContentLoaded and none follows, a tab
 * never reaches it (https://github.com/microsoft/playwright/issues/42598).
 */
export function quietNetwork(tab: Page): () => Promise<void> {
  let inFlight = 0
  let since = Date.now()
  tab.on('request', () => {
    inFlight++
    since = Date.now()
  })
  const ended = () => {
    inFlight--
    since = Date.now()
  }
  tab.on('requestfinished', ended)
  tab.on('requestfailed', ended)
  return async () => {
    const deadline = Date.now() + 30_000
    while (inFlight > 0 || Date.now() - since < 500) {
      if (Date.now() > deadline) throw new Error(`${inFlight} requests still in flight after 30 s`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
