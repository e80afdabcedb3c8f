import * as Sentry from '@sentry/nextjs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { initTelemetryServer } from '../src/server.js'
import { type CaptureServer, startCaptureServer } from '../src/testing/index.js'

let capture: CaptureServer

beforeAll(async () => {
  capture = await startCaptureServer()
})

afterAll(() => capture.close())

it('stays off without a DSN: init, captures and flush neither fail nor send anything', async () => {
  // Blank values are what an unfilled .env line produces.
  process.env.SENTRY_DSN = ''
  process.env.NEXT_PUBLIC_SENTRY_DSN = ''
  // A configured tunnel-less environment must still not route anywhere without a DSN.
  process.env.NEXT_PUBLIC_SENTRY_SPOTLIGHT = 'false'

  expect(initTelemetryServer()).toBeUndefined()
  expect(Sentry.getClient()).toBeUndefined()
  expect(() => Sentry.captureException(new Error('nobody hears this'))).not.toThrow()
  Sentry.captureMessage('nor this')
  await expect(Sentry.flush(500)).resolves.toBe(false)
  expect(capture.envelopes).toHaveLength(0)
})
