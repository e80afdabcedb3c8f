/**
 * `pnpm bench`, first part: first loads of the pages a visitor meets first. Prints the
 * JavaScript budget table (the same count as e2e/js-budget.spec.ts) and one Lighthouse table
 * (mobile emulation, system Chromium) for `/`, `/sign-in` and a board of BENCH_BOARD_TASKS tasks:
 * performance score, LCP, TBT and CLS, the median of BENCH_LIGHTHOUSE_RUNS runs by score, with the
 * runs whose first frame headless Chromium held back counted and left out of a second median,
 * the median server response of the held runs and of the others, which the holding follows, and
 * Lighthouse's benchmark index of the host, to compare readings from different machines
 * (docs/decisions/lighthouse-held-frame.md).
 *
 * `node bench/pages.ts --no-build` reuses the build in the e2e dist dir (E2E_DIST_DIR), which is
 * how a before/after pair is measured: build each version into its own dir, run against each.
 */
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { E2E_BASE_URL } from '../e2e/env.ts'
import { BUDGET, budgetTable, weighPage } from '../e2e/js-budget.ts'
import { signInTo } from '../e2e/workspace-helpers.ts'
import { benchEnv } from './env.ts'
import { type LighthouseFigures, lighthouseRow, runLighthouse } from './lighthouse.ts'
import { seedBoard } from './seed.ts'
import { buildUnlessReused, serve } from './serve.ts'

const { chromiumPath, lighthouseRuns, boardTasks, pages: only, lighthouseReports } = benchEnv()

buildUnlessReused()
const server = await serve()
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})

try {
  console.error(`  seeding a board of ${boardTasks} tasks…`)
  const board = await seedBoard(boardTasks)
  const signIn = await browser.newContext({ baseURL: E2E_BASE_URL })
  await signInTo(await signIn.newPage(), board.owner.email, `/w/${board.slug}`)
  const session = await signIn.storageState()
  await signIn.close()

  const pages = [
    { name: '/', path: '/', budget: BUDGET.landing },
    { name: '/sign-in', path: '/sign-in', budget: BUDGET.auth },
    { name: '/w/[slug]', path: `/w/${board.slug}`, budget: BUDGET.board, signedIn: true },
  ].filter((page) => only.length === 0 || only.includes(page.name))
  const weights = []
  for (const page of pages) {
    weights.push(
      await weighPage(browser, page, {
        baseURL: E2E_BASE_URL,
        ...(page.signedIn ? { storageState: session } : {}),
      }),
    )
  }

  const rows: string[] = []
  for (const page of pages) {
    const runs: LighthouseFigures[] = []
    for (let i = 0; i < lighthouseRuns; i++) {
      console.error(`  lighthouse ${page.name} (${i + 1}/${lighthouseRuns})…`)
      runs.push(
        await runLighthouse(
          `${E2E_BASE_URL}${page.path}`,
          chromiumPath,
          page.signedIn ? session.cookies : undefined,
          lighthouseReports && reportPath(lighthouseReports, page.name, i),
        ),
      )
    }
    rows.push(lighthouseRow(page.name, runs))
  }
  console.log(`\nJavaScript, first load (compressed, cold cache):\n${budgetTable(weights)}\n`)
  console.log(
    [
      `Lighthouse, mobile (median of ${lighthouseRuns}; board of ${boardTasks} tasks):`,
      '| page | performance | LCP (ms) | TBT (ms) | CLS | first frame held | runs not held: performance | LCP | TBT | CLS | server response (ms), held / not held | host benchmark index |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  )
} finally {
  await browser.close()
  await server.stop()
}

/** Where run `i` of `page` keeps its report, e.g. `w-slug-1.json`. */
function reportPath(dir: string, page: string, i: number): string {
  const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
  return join(dir, `${name}-${i + 1}.json`)
}
