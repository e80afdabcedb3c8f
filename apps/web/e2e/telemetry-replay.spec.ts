import { inflateRawSync, unzipSync } from 'node:zlib'
import { expect, test } from './console-errors.ts'
import { type CaptureServer, startCaptureServer } from '@teamboard/telemetry/testing'
import { E2E_DIST_DIR, E2E_WEB_PORT, e2eEnv, TELEMETRY_CAPTURE_PORT } from './env.ts'
import { telemetryEnv } from './telemetry-env.ts'
import { buildNext, serveNext } from './next-server.ts'

// The e2e build samples no replays: the budget spec weighs what a visitor downloads, and Session
// Replay is fetched once the page is idle only where it is sampled (@teamboard/telemetry's
// client.ts). This spec builds the app a second time with every session sampled, serves it
// beside the first, and checks that a visit is recorded, masked, and reaches Sentry through the
// tunnel on our own origin, linked to the error it saw.
test.describe.configure({ mode: 'serial' })

// Its own capture server too, so it can run beside telemetry.spec.ts (a worker each).
const REPLAY_CAPTURE_PORT = TELEMETRY_CAPTURE_PORT + 1

const replayEnv = {
  ...e2eEnv(),
  ...telemetryEnv(REPLAY_CAPTURE_PORT),
  NEXT_DIST_DIR: `${E2E_DIST_DIR}-replay`,
  NEXT_PUBLIC_SENTRY_REPLAYS_SESSION_SAMPLE_RATE: '1',
}

let capture: CaptureServer
let server: Awaited<ReturnType<typeof serveNext>>

test.beforeAll(async () => {
  // A whole `next build` on two cores.
  test.setTimeout(360_000)
  await buildNext(replayEnv)
  capture = await startCaptureServer({ port: REPLAY_CAPTURE_PORT })
  server = await serveNext(E2E_WEB_PORT + 98, replayEnv)
})

test.afterAll(async () => {
  server?.stop()
  await capture?.close()
})

interface ReplayEvent {
  replay_id: string
  segment_id: number
  urls?: string[]
}

interface ErrorEvent {
  exception?: { values?: { value?: string }[] }
  tags?: { replayId?: string }
}

/**
 * A replay_recording item: a JSON header line, then rrweb's events as JSON, compressed (zlib,
 * from the SDK's worker) or not (when the worker can't start).
 */
function recordingOf(payload: unknown): string {
  const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(JSON.stringify(payload))
  const body = bytes.subarray(bytes.indexOf(0x0a) + 1)
  if (body[0] === 0x5b) return body.toString('utf8')
  try {
    return unzipSync(body).toString('utf8')
  } catch {
    return inflateRawSync(body).toString('utf8')
  }
}

test('with replays sampled, a visit is recorded with its text masked and linked to its error', async ({
  page,
  consoleErrors,
}) => {
  // The error the replay is linked to, thrown on purpose by the diagnostics page.
  consoleErrors.allow(/^uncaught: Diagnostics: browser failure/)
  test.setTimeout(90_000)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  await page.goto(`${server.url}/diagnostics/client-error`)

  // Replay loads once the page is idle and sends its first segment a few seconds later.
  const first = await capture.waitForItem<ReplayEvent>(
    'replay_event',
    (event) => event.segment_id === 0,
    30_000,
  )
  expect(first.urls?.[0]).toBe(`${server.url}/diagnostics/client-error`)
  const recording = capture.envelopes
    .filter((envelope) => envelope.items.some((item) => item.payload === first))
    .flatMap((envelope) => envelope.items.filter((item) => item.type === 'replay_recording'))
    .map((item) => recordingOf(item.payload))
    .join('\n')
  // rrweb's full snapshot (type 2) of the page, every character of its text masked.
  expect(recording).toContain('"type":2')
  expect(recording).toContain('******* ***** **********')
  expect(recording).not.toContain('Browser error diagnostic')

  await page.getByRole('button', { name: 'Throw in the browser' }).click()
  const error = await capture.waitForItem<ErrorEvent>(
    'event',
    (event) => event.exception?.values?.at(-1)?.value?.startsWith('Diagnostics: browser') ?? false,
    30_000,
  )
  // The SDK tags an error with the replay that saw it.
  expect(error.tags?.replayId).toBe(first.replay_id)
  // Every envelope went to our own origin's tunnel, none to Sentry directly.
  expect(posts.length).toBeGreaterThan(0)
  for (const url of posts) expect(url.startsWith(`${server.url}/monitoring?`)).toBe(true)
})
