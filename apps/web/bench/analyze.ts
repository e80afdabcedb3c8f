/**
 * Where a page's JavaScript comes from, by package: Next's Turbopack bundle analyzer
 * (`next analyze`) over a production compile with the e2e environment, summarised per route as
 * compressed bytes of browser chunks, split into the first load (bootstrap and render-time
 * chunks) and what loads lazily (dynamic imports). Rerun after a change to see what moved:
 *
 *   node bench/analyze.ts                 compile and analyse (snapshot ANALYZE_SNAPSHOT, "latest")
 *   node bench/analyze.ts --no-build      summarise the last snapshot again
 *   ANALYZE_ROUTES=/,/sign-in node bench/analyze.ts --no-build
 *
 * The budget check itself is e2e/js-budget.spec.ts (bytes as Chromium downloads them).
 */
import { spawnSync } from 'node:child_process'
import { productionEnv } from '../e2e/env.ts'
import { benchEnv } from './env.ts'

const DIST = '.next-analyze'
// A named snapshot (ANALYZE_SNAPSHOT), so a before/after pair can sit side by side.
const { analyzeSnapshot: SNAPSHOT, analyzeRoutes: routes } = benchEnv()
const env = productionEnv()
env.NEXT_DIST_DIR = DIST

if (!process.argv.includes('--no-build')) {
  const run = spawnSync('next', ['analyze', '--output', '--snapshot', SNAPSHOT], {
    stdio: 'inherit',
    env,
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}

interface Part {
  type: 'part'
  filename: string
  source_path: string
  compressed_size: number
}
interface Group {
  type: 'group'
  kind: string
  outputs: string[]
}

/** `react-dom`, `@sentry/core`, `@teamboard/ui`, or `app` for apps/web's own code. */
function packageOf(sourcePath: string): string {
  const modules = sourcePath.split('/node_modules/')
  if (modules.length > 1) {
    const rest = modules.at(-1)!.split('/')
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  const workspace = /\/packages\/([^/]+)\//.exec(sourcePath)
  if (workspace) return `@teamboard/${workspace[1]}`
  return sourcePath.includes('/apps/web/') ? 'app' : sourcePath
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

for (const route of routes) {
  const exported = spawnSync(
    'next',
    ['analyze', 'export', '--dist-dir', DIST, '--snapshot', SNAPSHOT, '--route', route],
    { env, encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 },
  )
  if (exported.status !== 0) {
    console.error(exported.stderr)
    process.exit(exported.status ?? 1)
  }
  const records = exported.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string })
  const groups = records.filter((r): r is Group => r.type === 'group')
  const firstLoad = new Set(groups.filter((g) => g.kind !== 'async').flatMap((g) => g.outputs))
  const lazy = new Set(
    groups
      .filter((g) => g.kind === 'async')
      .flatMap((g) => g.outputs)
      .filter((output) => !firstLoad.has(output)),
  )
  const first = new Map<string, number>()
  const later = new Map<string, number>()
  for (const part of records.filter((r): r is Part => r.type === 'part')) {
    if (!part.filename.startsWith('[client-fs]')) continue
    const into = firstLoad.has(part.filename) ? first : lazy.has(part.filename) ? later : null
    if (!into) continue
    const name = packageOf(part.source_path)
    into.set(name, (into.get(name) ?? 0) + part.compressed_size)
  }
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0)
  console.log(
    `\n${route}: first load ${kb(total(first))} kB, lazy ${kb(total(later))} kB (compressed, per module)`,
  )
  const rows = [...first.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)
  for (const [name, bytes] of rows) console.log(`  ${kb(bytes).padStart(7)} kB  ${name}`)
  const lazyRows = [...later.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5)
  for (const [name, bytes] of lazyRows) console.log(`  ${kb(bytes).padStart(7)} kB  ${name} (lazy)`)
}
