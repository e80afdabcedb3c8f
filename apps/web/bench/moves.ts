import { type Browser, type Page, expect } from '@playwright/test'
import { E2E_BASE_URL } from '../e2e/env.ts'
import { signInTo } from '../e2e/workspace-helpers.ts'
import type { SeededBoard } from './seed.ts'
import { type RenderCounts, countRenders, readRenders, resetRenders } from './render-count.ts'
import { percentiles } from './table.ts'

declare global {
  interface Window {
    __droppedAt?: number
    __arrived?: Promise<number>
  }
}

async function boardAs(browser: Browser, email: string, slug: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL })
  context.setDefaultTimeout(120_000)
  await countRenders(context)
  const page = await context.newPage()
  await signInTo(page, email, `/w/${slug}`)
  await page.getByRole('list', { name: 'Viewing now' }).waitFor()
  // As for someone who has moved the pointer over the board: dragging has loaded and the cards
  // are sortable (use-deferred-dnd.ts), the lists a remote move re-renders on a real screen.
  await page.getByTestId('board-column').first().hover()
  await page.locator('[data-drag-handle][aria-roledescription]').first().waitFor()
  return page
}

/** The median and the most of one render count over the moves. */
function spread(samples: RenderCounts[], pick: (counts: RenderCounts) => number) {
  const values = samples.map(pick).sort((x, y) => x - y)
  return { p50: values[Math.floor((values.length - 1) / 2)] ?? NaN, max: values.at(-1) ?? NaN }
}

/**
 * A moves the first card of Todo to In progress, then the first of In progress back, through the
 * card's Status menu (the same `move_task` call a drop makes; a keyboard drag on a 1 000-card
 * board spends most of its time in dnd-kit measuring drop targets, which is A's rendering, not the
 * path measured here). B's page notes when the target column's count changes: the card lands
 * after the loaded cards, off screen in a long column (rendered or not), so the count is what B
 * sees. Both clocks are the same machine's (`performance.timeOrigin + now()`), so the difference
 * is A's choice → server → realtime → B's DOM. B also counts what React rendered for each move,
 * until it is idle again (render-count.ts).
 */
export async function measureMoves(browser: Browser, board: SeededBoard, moves: number) {
  const a = await boardAs(browser, board.owner.email, board.slug)
  const b = await boardAs(browser, board.mate.email, board.slug)
  await a.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('[role="menuitemradio"]'))
          window.__droppedAt = performance.timeOrigin + performance.now()
      },
      { capture: true },
    ),
  )
  const latencies: number[] = []
  const renders: RenderCounts[] = []
  let lost = 0
  const crashed = (page: Page) =>
    new Promise<never>((_, reject) =>
      page.on('crash', () => reject(new Error(`${page === a ? 'A' : 'B'} crashed`))),
    )
  void Promise.race([crashed(a), crashed(b)]).catch((error: unknown) =>
    console.error(`  ${String(error)}`),
  )
  const columnOf = (page: Page, name: string) =>
    page
      .getByTestId('board-column')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
  for (let i = 0; i < moves; i++) {
    const [from, to] = i % 2 === 0 ? ['Todo', 'In progress'] : ['In progress', 'Todo']
    await b.evaluate((to) => {
      window.__arrived = new Promise((resolve) => {
        const target = [...document.querySelectorAll('[data-testid="board-column"]')].find(
          (column) => column.querySelector('h2')?.textContent === to,
        )!
        const count = target.querySelector('[data-testid="column-count"]')!
        const before = count.textContent
        const observer = new MutationObserver(() => {
          if (count.textContent === before) return
          observer.disconnect()
          resolve(performance.timeOrigin + performance.now())
        })
        observer.observe(count, { childList: true, subtree: true, characterData: true })
        setTimeout(() => (observer.disconnect(), resolve(Number.NaN)), 10_000)
      })
    }, to)
    await resetRenders(b)
    await columnOf(a, from)
      .locator('li [data-task-id]')
      .first()
      .getByRole('button', { name: /^Actions for / })
      .click()
    await a.getByRole('menuitem', { name: 'Status' }).click()
    await a.getByRole('menuitemradio', { name: to }).click()
    await expect(a.getByRole('menu')).toHaveCount(0)
    const droppedAt = await a.evaluate(() => window.__droppedAt!)
    const arrivedAt = await b.evaluate(() => window.__arrived!)
    if (Number.isNaN(arrivedAt)) lost++
    else latencies.push(arrivedAt - droppedAt)
    renders.push(await readRenders(b))
    if ((i + 1) % 10 === 0) console.error(`  moves: ${i + 1}/${moves}`)
  }
  await a.context().close()
  await b.context().close()
  return {
    moves,
    lost,
    ...percentiles(latencies),
    cardRenders: spread(renders, (r) => r.cards),
    componentRenders: spread(renders, (r) => r.components),
    commits: spread(renders, (r) => r.commits),
  }
}
