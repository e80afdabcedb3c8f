/**
 * Edge-function cold start by where `npm:` imports come from, side by side in one run (rounds
 * interleaved, so machine noise hits every mode alike). A cold start is a fresh functions module
 * answering its first request: Deno start, module graph load, Deno.serve, the request.
 * - `registry, empty cache`: Deno downloads every npm package (what a newcomer's first request did).
 * - `registry, warm cache`: the same with Deno's cache already filled.
 * - `installed, empty cache`: the pnpm-installed node_modules, an empty Deno cache, no download.
 * - `installed, warm cache`: the same after one boot (Deno keeps code and analysis caches).
 * Functions: the product's `invite-member` (supabase-js, zod, nodemailer, @teamboard/supabase) and
 * the `whoami` fixture (supabase-js only). Run alone: `node bench/functions-npm.ts [rounds]`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createFunctions, type FunctionsOptions } from '../src/functions/index.ts'
import { summarize } from './stats.ts'

const TARGETS = [
  {
    name: 'invite-member',
    dir: fileURLToPath(new URL('../../../supabase/functions', import.meta.url)),
  },
  { name: 'whoami', dir: fileURLToPath(new URL('../test/fixtures/functions', import.meta.url)) },
]
const quiet = { info: () => {}, warn: () => {} }

async function coldStart(
  target: (typeof TARGETS)[number],
  npm: FunctionsOptions['npm'],
  denoDir: string,
) {
  const functions = createFunctions({
    functionsDir: target.dir,
    config: { functions: { [target.name]: { verify_jwt: false } } },
    env: { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_bench' },
    verifyJwt: () => Promise.resolve({}),
    log: quiet,
    npm,
    denoDir,
  })
  const started = performance.now()
  const response = await functions.handle(
    new Request(`http://127.0.0.1/functions/v1/${target.name}`, { method: 'POST' }),
  )
  await response.arrayBuffer()
  const elapsed = performance.now() - started
  await functions.close()
  // A boot error answers fast: it must not pass for a quick cold start.
  if (response.status === 503) throw new Error(`${target.name} (${npm}) failed to boot`)
  return elapsed
}

export async function runFunctionsNpmBench(rounds = 5) {
  const root = mkdtempSync(join(tmpdir(), 'bench-deno-'))
  const samples = new Map<string, number[]>()
  const add = (key: string, ms: number) => samples.set(key, [...(samples.get(key) ?? []), ms])
  try {
    for (let round = 0; round < rounds; round++) {
      for (const target of TARGETS) {
        const warm = join(root, `warm-${target.name}`)
        const warmInstalled = join(root, `warm-installed-${target.name}`)
        if (round === 0) {
          await coldStart(target, 'registry', warm)
          await coldStart(target, 'installed', warmInstalled)
        }
        add(
          `${target.name} | registry, empty cache`,
          await coldStart(target, 'registry', mkdtempSync(join(root, 'empty-'))),
        )
        add(`${target.name} | registry, warm cache`, await coldStart(target, 'registry', warm))
        add(
          `${target.name} | installed, empty cache`,
          await coldStart(target, 'installed', mkdtempSync(join(root, 'empty-'))),
        )
        add(
          `${target.name} | installed, warm cache`,
          await coldStart(target, 'installed', warmInstalled),
        )
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
  const rows = [...samples].map(([key, ms]) => {
    const [fn, mode] = key.split(' | ')
    return { function: fn, npm: mode, ...summarize(ms) }
  })
  return { name: 'edge-function-cold-start', rounds, rows }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runFunctionsNpmBench(Number(process.argv[2]) || undefined)
  console.table(result.rows)
}
