/**
 * Edge function latency. Cold: a fresh functions module answering its first request (Deno
 * process start, module load, Deno.serve, the request), for a plain function (`echo`) and one
 * importing npm:@supabase/supabase-js from Deno's cache (`whoami`). Warm: supabase-js
 * `functions.invoke('echo')` against the whole local backend, worker already running.
 * Run alone: `node bench/functions.ts [warmCalls] [coldStarts]`.
 */
import { fileURLToPath } from 'node:url'
import { createClient, type FunctionsError } from '@supabase/supabase-js'
import { createFunctions } from '../src/functions/index.ts'
import { startLocalSupabase } from '../src/index.ts'

export interface FunctionsBenchResult {
  name: 'edge-functions'
  coldEchoP50Ms: number
  coldSupabaseJsP50Ms: number
  warmP50Ms: number
  warmP95Ms: number
}

const FIXTURES = fileURLToPath(new URL('../test/fixtures/functions', import.meta.url))
const quiet = { info: () => {}, warn: () => {} }

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return (
    Math.round(
      sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 100,
    ) / 100
  )
}

async function coldStart(name: string): Promise<number> {
  const functions = createFunctions({
    functionsDir: FIXTURES,
    config: { functions: { [name]: { verify_jwt: false } } },
    env: { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_bench' },
    verifyJwt: () => Promise.resolve({}),
    log: quiet,
  })
  const started = performance.now()
  const response = await functions.handle(
    new Request(`http://127.0.0.1/functions/v1/${name}`, {
      headers: { authorization: 'Bearer x' },
    }),
  )
  await response.arrayBuffer()
  const elapsed = performance.now() - started
  await functions.close()
  return elapsed
}

export async function runFunctionsBench(
  options: { warmCalls?: number; coldStarts?: number } = {},
): Promise<FunctionsBenchResult> {
  const coldStarts = options.coldStarts ?? 5
  const warmCalls = options.warmCalls ?? 200
  const coldEcho: number[] = []
  const coldWhoami: number[] = []
  for (let round = 0; round < coldStarts; round++) {
    coldEcho.push(await coldStart('echo'))
    coldWhoami.push(await coldStart('whoami'))
  }

  const local = await startLocalSupabase({
    functionsDir: FIXTURES,
    configPath: `${FIXTURES}/config.toml`,
    // No migrations: the fixture folder has no .sql files.
    migrationsDir: FIXTURES,
    seed: false,
    realtime: false,
    quiet: true,
  })
  try {
    const client = createClient(local.url, local.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    await client.functions.invoke('echo')
    const warm: number[] = []
    for (let call = 0; call < warmCalls; call++) {
      const started = performance.now()
      // supabase-js types a failure's error `any`; it is a FunctionsError.
      const { error } = (await client.functions.invoke('echo')) as { error: FunctionsError | null }
      if (error) throw error
      warm.push(performance.now() - started)
    }
    return {
      name: 'edge-functions',
      coldEchoP50Ms: percentile(coldEcho, 50),
      coldSupabaseJsP50Ms: percentile(coldWhoami, 50),
      warmP50Ms: percentile(warm, 50),
      warmP95Ms: percentile(warm, 95),
    }
  } finally {
    await local.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [warmCalls, coldStarts] = process.argv.slice(2).map(Number)
  console.log(
    await runFunctionsBench({
      warmCalls: warmCalls || undefined,
      coldStarts: coldStarts || undefined,
    }),
  )
}
