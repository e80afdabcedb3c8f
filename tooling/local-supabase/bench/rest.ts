/**
 * REST round trip (supabase-js → HTTP → lite → PGlite, under RLS as a signed-in user) against
 * the same query run directly on PGlite with the same role and claims. The two are interleaved
 * in one run so both see the same machine load. Run alone: `node bench/rest.ts [iterations]`.
 */
import { fileURLToPath } from 'node:url'
import { createClient } from '@supabase/supabase-js'
import { startLocalSupabase, withClaims } from '../src/index.ts'
import { round, summarize } from './stats.ts'

const FIXTURES = fileURLToPath(new URL('../test/fixtures/', import.meta.url))

export type RestBenchResult = {
  name: 'rest-vs-pglite'
  iterations: number
  queries: {
    query: string
    rest: { p50Ms: number; p95Ms: number }
    direct: { p50Ms: number; p95Ms: number }
    p50Ratio: number
  }[]
}

export async function runRestBench({ iterations = 300 } = {}): Promise<RestBenchResult> {
  const local = await startLocalSupabase({
    configPath: `${FIXTURES}config.toml`,
    migrationsDir: `${FIXTURES}migrations`,
    seed: false,
    realtime: false,
    functions: false,
    quiet: true,
  })
  try {
    const email = 'bench@example.com'
    const password = 'bench-password-1'
    await local.serviceClient.auth.admin.createUser({ email, password, email_confirm: true })
    const client = createClient(local.url, local.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const { data } = await client.auth.signInWithPassword({ email, password })
    if (!data.session) throw new Error('bench user could not sign in')
    const claims = await local.verifyJwt(data.session.access_token)
    await local.sql(
      `insert into public.notes (owner_id, title) select $1, 'note ' || g from generate_series(1, 500) g`,
      [data.user.id],
    )

    const cases = [
      {
        query: 'select 20 notes (RLS)',
        rest: () => client.from('notes').select('id, title').order('id').limit(20),
        direct: () =>
          withClaims(local.db, claims, (tx) =>
            tx.query('select id, title from public.notes order by id limit 20'),
          ),
      },
      {
        query: 'one note by id (RLS)',
        rest: () => client.from('notes').select('id, title').eq('id', 250).single(),
        direct: () =>
          withClaims(local.db, claims, (tx) =>
            tx.query('select id, title from public.notes where id = $1', [250]),
          ),
      },
    ]
    const queries = []
    for (const { query, rest, direct } of cases) {
      const restMs: number[] = []
      const directMs: number[] = []
      for (let i = 0; i < iterations + 20; i++) {
        let start = performance.now()
        const result = await rest()
        if (result.error) throw result.error
        const restElapsed = performance.now() - start
        start = performance.now()
        await direct()
        const directElapsed = performance.now() - start
        if (i >= 20) {
          restMs.push(restElapsed)
          directMs.push(directElapsed)
        }
      }
      const restStats = summarize(restMs)
      const directStats = summarize(directMs)
      queries.push({
        query,
        rest: restStats,
        direct: directStats,
        p50Ratio: round(restStats.p50Ms / directStats.p50Ms),
      })
    }
    return { name: 'rest-vs-pglite', iterations, queries }
  } finally {
    await local.stop()
  }
}

export function formatRestBench(result: RestBenchResult): string {
  const lines = result.queries.map(
    (q) =>
      `${q.query.padEnd(24)} REST p50 ${q.rest.p50Ms} ms  p95 ${q.rest.p95Ms} ms | PGlite p50 ${q.direct.p50Ms} ms  p95 ${q.direct.p95Ms} ms | ratio ${q.p50Ratio}x`,
  )
  return [
    `REST vs direct PGlite (${result.iterations} iterations each, interleaved)`,
    ...lines,
  ].join('\n')
}

if (import.meta.main) {
  console.log(formatRestBench(await runRestBench({ iterations: Number(process.argv[2] ?? 300) })))
}
