import * as Sentry from '@sentry/nextjs'
import { createClient, SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { initTelemetryServer } from '../src/server.js'
import { type CaptureServer, startCaptureServer } from '../src/testing/index.js'

const email = 'grace.tracing@example.com'

// The part of @teamboard/local-supabase used here. Loaded through a variable specifier so this
// package's typecheck does not compile that package's TypeScript sources with its own settings.
type LocalSupabase = { url: string; publishableKey: string; stop(): Promise<void> }
type LocalSupabaseModule = {
  startLocalSupabase: (options: {
    port: number
    realtime: boolean
    functions: boolean
    quiet: boolean
  }) => Promise<LocalSupabase>
}
const localSupabaseSpecifier = '@teamboard/local-supabase'
const { startLocalSupabase } = (await import(localSupabaseSpecifier)) as LocalSupabaseModule

let capture: CaptureServer
let backend: LocalSupabase

beforeAll(async () => {
  ;[capture, backend] = await Promise.all([
    startCaptureServer(),
    startLocalSupabase({ port: 0, realtime: false, functions: false, quiet: true }),
  ])
  process.env.SENTRY_DSN = capture.dsn()
  process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT = 'integration'
  process.env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE = '1'
  initTelemetryServer({ supabaseClient: SupabaseClient })
})

afterAll(async () => {
  await Sentry.close(2000)
  await Promise.all([capture?.close(), backend?.stop()])
})

type Span = { op?: string; description?: string; data?: Record<string, unknown> }
type Transaction = {
  transaction?: string
  spans?: Span[]
  breadcrumbs?: Array<{ category?: string }>
}

it('traces supabase-js queries against the real local backend, with filter values scrubbed', async () => {
  const supabase = createClient(backend.url, backend.publishableKey, {
    auth: { persistSession: false },
  })
  const result = await Sentry.startSpan({ name: 'load profile' }, () =>
    supabase.from('profiles').select('id, display_name').eq('display_name', email),
  )
  // Anonymous: the migrations grant profiles to signed-in users only, so the backend refuses the
  // query (as hosted PostgREST does); it still went out and is traced.
  expect(result.error?.code).toBe('42501')

  const transaction = await capture.waitForItem<Transaction>(
    'transaction',
    (t) => t.transaction === 'load profile',
  )
  const span = transaction.spans?.find((s) => s.op === 'db.select')
  expect(span?.description).toContain('profiles')
  expect(span?.data?.['db.table']).toBe('profiles')
  expect(JSON.stringify(transaction)).not.toContain(email)
  expect(JSON.stringify(span?.data?.['db.query'])).toContain('[email]')
})
