import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AuthWeakPasswordError } from '@supabase/supabase-js'
import { appError, errorCatalogue } from '@teamboard/supabase/errors'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { redirect } from 'next/navigation'
import { callAction, callRoute, callSupabase, failureText } from './call-server'

// A real HTTP server answering the way a route handler does (errorResponse in
// app/w/[slug]/import/_lib/import-access.ts), or the way a crash or a proxy does.
const answers: Record<string, { status: number; type: string; body: string }> = {
  '/job': { status: 200, type: 'application/json', body: '{"id":"j1","status":"running"}' },
  '/refused': {
    status: 422,
    type: 'application/json',
    body: JSON.stringify({
      code: 'import_invalid',
      message: errorCatalogue.import_invalid,
      problems: [{ row: 2 }],
    }),
  },
  '/crash': { status: 500, type: 'text/html', body: '<!doctype html><h1>Internal error</h1>' },
}

let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[request.url ?? ''] ?? { status: 404, type: 'text/plain', body: '' }
    response.writeHead(answer.status, { 'Content-Type': answer.type }).end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

// Node has no `navigator.onLine`; the browser's is true until it knows it is off the network.
beforeEach(() => vi.stubGlobal('navigator', { onLine: true }))
afterEach(() => vi.unstubAllGlobals())

describe('callRoute', () => {
  it("answers a handler's JSON", async () => {
    const outcome = await callRoute<{ id: string }>('test.job', `${base}/job`)
    expect(outcome).toEqual({ status: 'ok', answer: { id: 'j1', status: 'running' } })
  })

  it("keeps a refusal's catalogue words and what else it carries", async () => {
    const outcome = await callRoute<never, { problems: { row: number }[] }>(
      'test.refused',
      `${base}/refused`,
    )
    expect(outcome).toEqual({
      status: 'refused',
      code: 'import_invalid',
      message: errorCatalogue.import_invalid,
      fieldErrors: {},
      details: { problems: [{ row: 2 }] },
    })
  })

  it('is offline when nothing answers, or when the browser knows it is offline', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/job`
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    expect(await callRoute('test.gone', gone)).toEqual({ status: 'offline' })

    vi.stubGlobal('navigator', { onLine: false })
    expect(await callRoute('test.job', `${base}/job`)).toEqual({ status: 'offline' })
  })

  it("reports an answer that is not a handler's as unexpected, never shown raw", async () => {
    // The report loads the browser SDK (@teamboard/telemetry/browser), which listens on these.
    vi.stubGlobal('window', new EventTarget())
    vi.stubGlobal('document', new EventTarget())
    const outcome = await callRoute('test.crash', `${base}/crash`)
    expect(outcome).toMatchObject({ status: 'refused', code: 'unexpected' })
    if (outcome.status !== 'refused') return
    expect(failureText(outcome)).toMatch(/^Something went wrong\./)
    expect(failureText(outcome)).not.toContain('Internal error')
  }, 30_000)
})

describe('callAction', () => {
  it("lets an action's redirect through to the router, neither reported nor shown", async () => {
    const sent = callAction('test.leave', async () => redirect('/w'))
    const error: unknown = await sent.catch((thrown: unknown) => thrown)
    expect(String((error as { digest?: unknown }).digest)).toMatch(/^NEXT_REDIRECT;/)
  })

  it('keeps a background call from moving the page: its redirect is a refusal', async () => {
    const outcome = await callAction('test.count', async () => redirect('/sign-in?next=%2Fw'), {
      background: true,
    })
    expect(outcome).toEqual({
      status: 'refused',
      code: 'forbidden',
      message: errorCatalogue.forbidden,
      fieldErrors: {},
    })
  })
})

describe('callSupabase', () => {
  it("says the catalogue's words for a GoTrue code spelled like a catalogue code", async () => {
    const weak = new AuthWeakPasswordError('Password is known to be weak', 422, ['pwned'])
    const outcome = await callSupabase('test.password', async () => ({ data: {}, error: weak }))
    expect(outcome.status === 'refused' && failureText(outcome)).toBe(errorCatalogue.weak_password)
  })

  it("keeps a data-access helper's mapped error as it is", async () => {
    const error = appError('last_owner')
    const outcome = await callSupabase('test.helper', async () => ({ data: null, error }))
    expect(outcome).toMatchObject({ status: 'refused', code: 'last_owner' })
  })
})
