import { expect, test } from './console-errors.ts'
import { newUser } from './auth-helpers.ts'
import { type CaptureServer, startCaptureServer } from '@teamboard/telemetry/testing'
import { E2E_BASE_URL, E2E_WEB_PORT, e2eEnv, TELEMETRY_CAPTURE_PORT } from './env.ts'
import { serveNext } from './next-server.ts'
import {
  TELEMETRY_E2E_ENVIRONMENT,
  TELEMETRY_E2E_PROJECT_ID,
  TELEMETRY_E2E_RELEASE,
} from './telemetry-env.ts'
import { createConfirmedUser, signInByCookie, signInTo } from './workspace-helpers.ts'

type SentryEvent = {
  event_id?: string
  user?: Record<string, unknown>
  tags?: Record<string, string>
  environment?: string
  release?: string
  platform?: string
  exception?: { values?: Array<{ value?: string }> }
}

const messageOf = (event: SentryEvent) => event.exception?.values?.at(-1)?.value ?? ''
const startsWith = (prefix: string) => (event: SentryEvent) => messageOf(event).startsWith(prefix)

// The diagnostic messages carry an email and a bearer token; both must arrive scrubbed.
function expectReportedAndScrubbed(event: SentryEvent, prefix: string) {
  expect(event.environment).toBe(TELEMETRY_E2E_ENVIRONMENT)
  expect(event.release).toBe(TELEMETRY_E2E_RELEASE)
  expect(messageOf(event)).toBe(`${prefix} for [email] (Bearer [Filtered])`)
}

test.describe.configure({ mode: 'serial' })

let capture: CaptureServer

test.beforeAll(async () => {
  capture = await startCaptureServer({ port: TELEMETRY_CAPTURE_PORT })
})

test.afterAll(async () => {
  await capture.close()
})

test('an error thrown in a route handler reaches Sentry from the server', async ({ request }) => {
  const response = await request.get('/diagnostics/route-error')
  expect(response.status()).toBe(500)
  const prefix = 'Diagnostics: route handler failure'
  const event = await capture.waitForItem<SentryEvent>('event', startsWith(prefix))
  expectReportedAndScrubbed(event, prefix)
  expect(event.platform).toBe('node')
})

test('an error thrown in a server component reaches Sentry and the page shows its digest', async ({
  page,
  consoleErrors,
}) => {
  // The scenario: a server component throws (500), and React reports it in the browser (#441,
  // the production form of "an error occurred in the Server Components render").
  consoleErrors.allow(/status of 500 .*\/diagnostics\/server-error\)$/)
  consoleErrors.allow(/Minified React error #441;/)
  const response = await page.goto('/diagnostics/server-error')
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
  await expect(page.getByTestId('error-reference')).toHaveText(/^\d+$|^[\w-]{6,}$/)
  const prefix = 'Diagnostics: server component failure'
  const event = await capture.waitForItem<SentryEvent>('event', startsWith(prefix))
  expectReportedAndScrubbed(event, prefix)
  expect(event.platform).toBe('node')
})

test('an error thrown in the browser reaches Sentry through the tunnel on our own origin', async ({
  page,
  consoleErrors,
}) => {
  // The scenario: the diagnostics page throws on purpose.
  consoleErrors.allow(/^uncaught: Diagnostics: browser failure/)
  const sentryRequests: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && /monitoring|sentry\.io|envelope/.test(request.url()))
      sentryRequests.push(request.url())
  })
  await page.goto('/diagnostics/client-error')
  await page.getByRole('button', { name: 'Throw in the browser' }).click()

  const prefix = 'Diagnostics: browser failure'
  const event = await capture.waitForItem<SentryEvent>('event', startsWith(prefix))
  expectReportedAndScrubbed(event, prefix)
  expect(event.platform).toBe('javascript')

  // The capture server saw it under the project id the tunnel rewrite carried over.
  const envelope = capture.envelopes.find((e) =>
    e.items.some((item) => startsWith(prefix)(item.payload as SentryEvent)),
  )
  expect(envelope?.path).toMatch(new RegExp(`^/api/${TELEMETRY_E2E_PROJECT_ID}/envelope/`))
  // …and the browser only ever talked to the app's origin. The SDK loads on the first error and
  // then sends, so the request can come after an earlier test's event has satisfied the wait.
  await expect.poll(() => sentryRequests.length).toBeGreaterThan(0)
  for (const url of sentryRequests)
    expect(
      url.startsWith(
        `${E2E_BASE_URL}/monitoring?o=${TELEMETRY_E2E_PROJECT_ID}&p=${TELEMETRY_E2E_PROJECT_ID}`,
      ),
    ).toBe(true)
})

test('an unexpected failure in a server action is reported once, by user id, and quoted on screen', async ({
  page,
}) => {
  // Signing in first makes this the slowest of the telemetry tests.
  test.setTimeout(60_000)
  const user = newUser('probe')
  const userId = await createConfirmedUser(user.email, user.name)
  await signInTo(page, user.email, '/diagnostics/action-error')
  await page.getByRole('button', { name: 'Fail in a server action' }).click()

  // The catalogue words with the event id, not a crash page and not the raw message.
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
  await expect(alert).toHaveText(/^Something went wrong\. \(reference: [0-9a-f]{32}\)$/)
  const reference = /reference: ([0-9a-f]{32})/.exec((await alert.textContent()) ?? '')?.[1]

  const prefix = 'Diagnostics: server action failure'
  const event = await capture.waitForItem<SentryEvent>('event', startsWith(prefix))
  expectReportedAndScrubbed(event, prefix)
  expect(event.event_id).toBe(reference)
  expect(event.tags?.action).toBe('diagnostics.fail')
  // The user by id and nothing else; the address appears nowhere in the report.
  expect(event.user).toEqual({ id: userId })
  expect(JSON.stringify(event)).not.toContain(user.email)
  // Reported once: the wrapper handled it, so no boundary or onRequestError reported it again.
  await page.waitForTimeout(1_000)
  expect((capture.items('event') as SentryEvent[]).filter(startsWith(prefix))).toHaveLength(1)
})

test('an error thrown offline before the first interaction is reported once the connection is back', async ({
  browser,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  // The scenario: the page throws while offline, where the SDK's chunks cannot load.
  consoleErrors.allow(/^uncaught: Diagnostics: thrown offline$/)
  consoleErrors.allow(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED /)
  const user = newUser('offline')
  await createConfirmedUser(user.email, user.name)
  // Signed in by cookie: on the sign-in page the first keystroke would already have loaded the
  // SDK's chunk, and this browser would then have it cached.
  const context = await browser.newContext({ baseURL: E2E_BASE_URL })
  await signInByCookie(context, user.email)
  const page = await context.newPage()
  await page.goto('/account')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await context.setOffline(true)
  const prefix = 'Diagnostics: thrown offline'
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message)
    })
  }, prefix)
  // The SDK's chunk fails to load (the bundler's runtime retries once, within 0.6 s); nothing
  // is logged for it, and the error waits.
  await page.waitForTimeout(2_000)
  expect((capture.items('event') as SentryEvent[]).filter(startsWith(prefix))).toHaveLength(0)

  await context.setOffline(false)
  const event = await capture.waitForItem<SentryEvent>('event', startsWith(prefix))
  expect(event.environment).toBe(TELEMETRY_E2E_ENVIRONMENT)
})

test('without TEAMBOARD_DIAGNOSTICS the diagnostic routes do not exist', async () => {
  test.setTimeout(60_000)
  // The same build, served a second time without the flag, as a production deployment would be.
  const { TEAMBOARD_DIAGNOSTICS: _flag, ...env } = e2eEnv()
  const server = await serveNext(E2E_WEB_PORT + 99, env)
  try {
    for (const path of [
      '/diagnostics/route-error',
      '/diagnostics/server-error',
      '/diagnostics/client-error',
      '/diagnostics/action-error',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404)
    }
  } finally {
    server.stop()
  }
})
