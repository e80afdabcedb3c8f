/**
 * `pnpm bench:compare` (from apps/web): the board bench (bench/board.ts) of two builds in one run,
 * alternated on the same machine, so a loaded machine slows both sides alike. "before" is another
 * checkout of the repo with its own install and e2e build (`BENCH_BEFORE_DIR`, e.g. a
 * `git worktree add /tmp/bench-before <commit>` built with `node e2e/build.ts` on the same e2e
 * ports); "after" is this checkout's e2e build. Each side runs `bench/board.ts --no-build` with its
 * own backend and migrations, `BENCH_ROUNDS` times (default 2), starting with "before". Both
 * sides run this checkout's bench script (in the side's directory, against the side's build and
 * supabase/), so they measure the same way at the same size (`BENCH_TASKS`), render counts
 * (bench/render-count.ts) included, while each side's app and migrations stay its own. Prints
 * each side's median per figure and the ratio after / before (below 1 is faster).
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { benchEnv, shellEnv } from './env.ts'
import { printTable } from './table.ts'

interface Figures {
  tasks: number
  // `settledTtfb` is missing from builds older than it: that side's figure is then blank.
  load: { ttfb: Spread; settledTtfb?: Spread; lcp: Spread; js: { gzipKb: number } }
  live: Spread & { lost: number; cardRenders: Renders; componentRenders: Renders }
  detail: { comments: Spread }
}
/** What B's React rendered per remote move (bench/render-count.ts): median and most. */
interface Renders {
  p50: number
  max: number
}
interface Spread {
  p50Ms: number
  p95Ms: number
}

const { beforeDir, rounds } = benchEnv()
if (!beforeDir) throw new Error('Set BENCH_BEFORE_DIR to the checkout to compare with.')
const sides = { before: join(beforeDir, 'apps/web'), after: process.cwd() } as const
const script = fileURLToPath(new URL('./board.ts', import.meta.url))

/** One run of bench/board.ts in `cwd`; its last stdout line is the figures as JSON. */
function runBoardBench(side: keyof typeof sides): Figures {
  console.error(`› ${side}: bench/board.ts in ${sides[side]}`)
  const run = spawnSync('pnpm', ['exec', 'node', script, '--no-build'], {
    cwd: sides[side],
    env: shellEnv({ BENCH_SUPABASE_DIR: join(sides[side], '../../supabase') }),
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  })
  process.stderr.write(run.stdout)
  if (run.status !== 0) throw new Error(`the ${side} bench failed (${run.status})`)
  const last = run.stdout.trim().split('\n').at(-1) ?? ''
  return JSON.parse(last) as Figures
}

const results: Record<keyof typeof sides, Figures[]> = { before: [], after: [] }
for (let round = 0; round < rounds; round++)
  for (const side of ['before', 'after'] as const) results[side].push(runBoardBench(side))

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const figures: [string, (f: Figures) => number][] = [
  ['server response p50 (ms)', (f) => f.load.ttfb.p50Ms],
  ['server response p95 (ms)', (f) => f.load.ttfb.p95Ms],
  ['server response p50, settled (ms)', (f) => f.load.settledTtfb?.p50Ms ?? NaN],
  ['server response p95, settled (ms)', (f) => f.load.settledTtfb?.p95Ms ?? NaN],
  ['LCP p50 (ms)', (f) => f.load.lcp.p50Ms],
  ['LCP p95 (ms)', (f) => f.load.lcp.p95Ms],
  ['realtime move A → B p50 (ms)', (f) => f.live.p50Ms],
  ['realtime move A → B p95 (ms)', (f) => f.live.p95Ms],
  ['moves never shown in B', (f) => f.live.lost],
  ['cards B renders per remote move, most', (f) => f.live.cardRenders.max],
  ['components B renders per remote move, median', (f) => f.live.componentRenders.p50],
  ['board JS gzip (kB)', (f) => f.load.js.gzipKb],
  ['realtime comment A → B p50 (ms)', (f) => f.detail.comments.p50Ms],
]
const round1 = (n: number) => String(Math.round(n * 10) / 10)
printTable([
  ['runs per side, tasks', `${rounds}, ${results.after[0]?.tasks} / ${results.before[0]?.tasks}`],
  ...figures.map(([label, pick]): [string, string] => {
    const before = median(results.before.map(pick))
    const after = median(results.after.map(pick))
    const ratio = before > 0 ? (after / before).toFixed(2) : '–'
    return [`${label}: before → after (ratio)`, `${round1(before)} → ${round1(after)} (${ratio})`]
  }),
])
console.log(JSON.stringify({ name: 'board-compare', rounds, ...results }))
