import { type BrowserContext, test as base, expect } from '@playwright/test'

// Session envelopes go to the Sentry tunnel, whose capture server only telemetry.spec.ts starts:
// its 500 is that missing server, not the page.
const tunnel = '/monitoring'

export interface ConsoleErrors {
  /** Errors that are the scenario itself (a request that must fail offline), not a bug. */
  allow(pattern: RegExp): void
}

function watch(context: BrowserContext, seen: string[]): void {
  context.on('console', (message) => {
    if (message.type() !== 'error' || message.location().url.includes(tunnel)) return
    seen.push(`${message.text()} (${message.location().url})`)
  })
  context.on('weberror', (error) => seen.push(`uncaught: ${error.error().message}`))
}

/**
 * `test` for every spec: a test fails on any `console.error` (React's warnings log one) or
 * uncaught error in any page it opens, its own contexts included (`browser.newContext`, which
 * Playwright announces nowhere else, is wrapped for the test's duration); those are closed after
 * it.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    // Not named `use`: the React hooks lint would take it for React's.
    async ({ browser }, run) => {
      const seen: string[] = []
      const allowed: RegExp[] = []
      const opened: BrowserContext[] = []
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (...options) => {
        const context = await newContext(...options)
        watch(context, seen)
        opened.push(context)
        return context
      }
      await run({ allow: (pattern) => void allowed.push(pattern) })
      // The instance's own wrapper goes; the prototype's method shows through again.
      Reflect.deleteProperty(browser, 'newContext')
      const problems = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)))
      // Playwright closes only the contexts it made: one left open stays live (its realtime
      // channels, its catch-ups) for the rest of the worker's tests, and loads the shared backend.
      await Promise.all(opened.map((context) => context.close()))
      expect(problems, 'errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
