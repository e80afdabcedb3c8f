/**
 * Realtime delivery latency: a row inserted with SQL (commit) until a supabase-js client
 * subscribed to postgres_changes (RLS-checked, as a signed-in user) receives it; and the write
 * cost of capture: a 500-row insert into a publication table.
 * Run alone: `node bench/realtime.ts [inserts]`; bench/run.ts calls runRealtimeBench().
 */
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { createClient, REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js'
import { type LocalSupabase, startLocalSupabase } from '../src/index.ts'

export interface RealtimeBenchResult {
  name: 'realtime-delivery'
  inserts: number
  p50Ms: number
  p95Ms: number
  maxMs: number
  /** One statement inserting `bulkRows` rows into a publication table: the capture's write cost. */
  bulkRows: number
  bulkP50Ms: number
  bulkP95Ms: number
}

const BULK_ROWS = 500
const BULK_RUNS = 20

const FIXTURES = fileURLToPath(new URL('../test/fixtures/realtime-migrations/', import.meta.url))

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const round = (ms: number) => Math.round(ms * 100) / 100

export async function runRealtimeBench(
  options: { inserts?: number } = {},
): Promise<RealtimeBenchResult> {
  const inserts = options.inserts ?? 200
  const local: LocalSupabase = await startLocalSupabase({
    migrationsDir: FIXTURES,
    seed: false,
    functions: false,
    quiet: true,
  })
  const client = createClient(local.url, local.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  try {
    const email = `bench-${randomUUID()}@example.test`
    const password = 'bench-Passw0rd'
    const { data } = await client.auth.signUp({ email, password })
    const userId = data.user!.id
    await local.serviceClient.auth.admin.updateUserById(userId, { email_confirm: true })
    const { data: session, error } = await client.auth.signInWithPassword({ email, password })
    if (error) throw error
    await client.realtime.setAuth(session.session.access_token)

    const arrivals = new Map<string, (at: number) => void>()
    const channel = client
      .channel('bench')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'rt_notes' },
        (change) => {
          const at = performance.now()
          arrivals.get((change.new as { body: string }).body)?.(at)
        },
      )
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, err) =>
        status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED
          ? resolve()
          : status !== REALTIME_SUBSCRIBE_STATES.CLOSED && reject(err ?? new Error(status)),
      ),
    )

    const latencies: number[] = []
    for (let i = 0; i < inserts; i++) {
      const body = `bench-${i}`
      const arrived = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`insert ${i} never arrived`)), 10_000)
        arrivals.set(body, (at) => (clearTimeout(timer), resolve(at)))
      })
      await local.sql('insert into rt_notes (owner_id, body) values ($1, $2)', [userId, body])
      const committed = performance.now()
      latencies.push(Math.max(0, (await arrived) - committed))
      arrivals.delete(body)
    }
    latencies.sort((a, b) => a - b)

    const bulk: number[] = []
    for (let i = 0; i < BULK_RUNS; i++) {
      const start = performance.now()
      await local.sql(
        'insert into rt_full (id, label) select g, $2 from generate_series($1::int, $1::int + $3::int - 1) g',
        [1_000_000 + i * BULK_ROWS, 'bulk', BULK_ROWS],
      )
      bulk.push(performance.now() - start)
    }
    bulk.sort((a, b) => a - b)
    return {
      name: 'realtime-delivery',
      inserts,
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      maxMs: round(latencies.at(-1)!),
      bulkRows: BULK_ROWS,
      bulkP50Ms: round(percentile(bulk, 50)),
      bulkP95Ms: round(percentile(bulk, 95)),
    }
  } finally {
    await client.removeAllChannels()
    await local.stop()
  }
}

if (import.meta.main) {
  const result = await runRealtimeBench({ inserts: Number(process.argv[2] ?? 200) })
  console.log(JSON.stringify(result, null, 2))
}
