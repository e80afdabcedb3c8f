/**
 * `pnpm bench` for the board (run from apps/web, or by the root `pnpm bench` through turbo): a
 * production build against the real local backend, Debian Chromium, a workspace of 1 000 tasks
 * (`BENCH_TASKS`, e.g. 5 000).
 * Prints one table: server response time (back to back, and settled: bench/load.ts) and LCP of
 * the board, realtime latency of a move from browser A to browser B (p50/p95 over BENCH_MOVES
 * moves) with what B's React rendered for each (bench/render-count.ts), and the compressed JS the
 * page loads;
 * then the task detail: a comment from A to B (p50/p95 over BENCH_COMMENTS) and the JS that
 * opening a task from the board adds.
 *
 * `node bench/board.ts --no-build` reuses an existing build in the e2e dist dir.
 */
import { spawn, spawnSync } from 'node:child_process'
import { startLocalSupabase } from '@teamboard/local-supabase'
import { chromium } from '@playwright/test'
import { E2E_BASE_URL, E2E_SUPABASE_PORT, E2E_WEB_PORT, productionEnv } from '../e2e/env.ts'
import { benchEnv } from './env.ts'
import { measureComments, measureDetailJs } from './detail.ts'
import { measureLoad } from './load.ts'
import { measureMoves } from './moves.ts'
import { seedBoard } from './seed.ts'
import { printTable } from './table.ts'

const { chromiumPath, moves, loads, comments, tasks, supabaseDir } = benchEnv()
const none = { p50: NaN, max: NaN }
const noRenders = { cardRenders: none, componentRenders: none, commits: none }

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('node', ['e2e/build.ts'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const backend = await startLocalSupabase({
  port: E2E_SUPABASE_PORT,
  quiet: true,
  ...(supabaseDir ? { supabaseDir } : {}),
})
const web = spawn('next', ['start', '--port', String(E2E_WEB_PORT), '--hostname', '127.0.0.1'], {
  env: productionEnv(),
  stdio: 'ignore',
})
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})

try {
  for (let i = 0; ; i++) {
    const up = await fetch(`${E2E_BASE_URL}/`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (i > 120) throw new Error('next start did not come up')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  console.error(`  seeding ${tasks} tasks…`)
  const board = await seedBoard(tasks)
  console.error('  loading the board…')
  const load = await measureLoad(browser, board, loads)
  // Printed at once, so a failure in the (long) realtime part still leaves these figures.
  console.error(`  load: ${JSON.stringify(load)}`)
  // BENCH_MOVES=0 skips the move run (e.g. to measure only the task detail on a busy machine).
  const live =
    moves > 0
      ? await measureMoves(browser, board, moves)
      : { moves: 0, lost: 0, p50Ms: NaN, p95Ms: NaN, ...noRenders }
  console.error(`  live: ${JSON.stringify(live)}`)
  console.error('  opening a task from the board…')
  const detailJs = await measureDetailJs(browser, board)
  console.error(`  detail JS: ${JSON.stringify(detailJs)}`)
  console.error(`  sending ${comments} comments…`)
  const talk = await measureComments(browser, board, comments)
  printTable([
    ['tasks on the board', String(board.tasks)],
    [
      `server response, p50 / p95 of ${loads} loads (ms)`,
      `${load.ttfb.p50Ms} / ${load.ttfb.p95Ms}`,
    ],
    [
      `server response, each load once the one before is network-idle, p50 / p95 (ms)`,
      `${load.settledTtfb.p50Ms} / ${load.settledTtfb.p95Ms}`,
    ],
    [`LCP in Chromium, p50 / p95 (ms)`, `${load.lcp.p50Ms} / ${load.lcp.p95Ms}`],
    [`realtime move A → B, p50 / p95 of ${moves} moves (ms)`, `${live.p50Ms} / ${live.p95Ms}`],
    ['moves never shown in B (10 s)', String(live.lost)],
    [
      'B per remote move: cards / components rendered, commits (median, most)',
      [live.cardRenders, live.componentRenders, live.commits]
        .map(({ p50, max }) => `${p50}, ${max}`)
        .join(' / '),
    ],
    ['board JS, gzip / brotli (kB)', `${load.js.gzipKb} / ${load.js.brotliKb}`],
    ['board JS, uncompressed (kB), files', `${load.js.rawKb}, ${load.js.files}`],
    [
      `realtime comment A → B, p50 / p95 of ${talk.comments} comments (ms)`,
      `${talk.p50Ms} / ${talk.p95Ms}${talk.lost ? ` (${talk.lost} lost)` : ''}`,
    ],
    ['JS the task detail adds, gzip / brotli (kB)', `${detailJs.gzipKb} / ${detailJs.brotliKb}`],
    ['JS the task detail adds, uncompressed (kB), files', `${detailJs.rawKb}, ${detailJs.files}`],
  ])
  console.log(
    JSON.stringify({
      name: 'board',
      tasks: board.tasks,
      load,
      live,
      detail: { js: detailJs, comments: talk },
    }),
  )
} finally {
  await browser.close()
  web.kill()
  await backend.stop()
}
