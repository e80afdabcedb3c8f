import { type Browser, type Page, expect } from '@playwright/test'
import { E2E_BASE_URL } from '../e2e/env.ts'
import { signInTo } from '../e2e/workspace-helpers.ts'
import type { SeededBoard } from './seed.ts'
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
  const page = await context.newPage()
  await signInTo(page, email, `/w/${slug}`)
  await page.getByRole('list', { name: 'Viewing now' }).waitFor()
  return page
}

/**
 * A moves one card between Todo and In progress through the card's Status menu (the same
 * `move_task` call a drop makes; a keyboard drag on a 1 000-card board spends most of its time
 * in dnd-kit measuring drop targets, which is A's rendering, not the path measured here).
 * B's page notes when the card appears in the target column. Both clocks are the same machine's
 * (`performance.timeOrigin + now()`), so the difference is A's choice → server → realtime → B's DOM.
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
  let lost = 0
  const crashed = (page: Page) =>
    new Promise<never>((_, reject) =>
      page.on('crash', () => reject(new Error(`${page === a ? 'A' : 'B'} crashed`))),
    )
  void Promise.race([crashed(a), crashed(b)]).catch((error: unknown) =>
    console.error(`  ${String(error)}`),
  )
  const card = a.locator(`li [data-task-id="${board.moverId}"]`)
  for (let i = 0; i < moves; i++) {
    const to = i % 2 === 0 ? 'in_progress' : 'todo'
    await b.evaluate(
      ({ id, to }) => {
        window.__arrived = new Promise((resolve) => {
          const name = to === 'in_progress' ? 'In progress' : 'Todo'
          const target = [...document.querySelectorAll('[data-testid="board-column"]')].find(
            (column) => column.querySelector('h2')?.textContent === name,
          )!
          const seen = () => target.querySelector(`[data-task-id="${id}"]`)
          const observer = new MutationObserver(() => {
            if (!seen()) return
            observer.disconnect()
            resolve(performance.timeOrigin + performance.now())
          })
          observer.observe(target, { childList: true, subtree: true })
          setTimeout(() => (observer.disconnect(), resolve(Number.NaN)), 10_000)
        })
      },
      { id: board.moverId, to },
    )
    await card.getByRole('button', { name: /^Actions for / }).click()
    await a.getByRole('menuitem', { name: 'Status' }).click()
    await a
      .getByRole('menuitemradio', { name: to === 'in_progress' ? 'In progress' : 'Todo' })
      .click()
    await expect(a.getByRole('menu')).toHaveCount(0)
    const droppedAt = await a.evaluate(() => window.__droppedAt!)
    const arrivedAt = await b.evaluate(() => window.__arrived!)
    if (Number.isNaN(arrivedAt)) lost++
    else latencies.push(arrivedAt - droppedAt)
    if ((i + 1) % 10 === 0) console.error(`  moves: ${i + 1}/${moves}`)
  }
  await a.context().close()
  await b.context().close()
  return { moves, lost, ...percentiles(latencies) }
}
