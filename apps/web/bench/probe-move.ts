// Temporary probe (not committed): traces A's main thread around Status-menu moves.
import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { E2E_BASE_URL } from '../e2e/env.ts'
import { signInTo } from '../e2e/workspace-helpers.ts'
import { benchEnv } from './env.ts'
import { seedBoard } from './seed.ts'
import { serve } from './serve.ts'

const { chromiumPath } = benchEnv()
const server = await serve()
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  const board = await seedBoard(1000)
  const open = async (email: string) => {
    const ctx = await browser.newContext({ baseURL: E2E_BASE_URL })
    const page = await ctx.newPage()
    await signInTo(page, email, `/w/${board.slug}`)
    await page.getByRole('list', { name: 'Viewing now' }).waitFor()
    await page.getByTestId('board-column').first().hover()
    await page.locator('[data-drag-handle][aria-roledescription]').first().waitFor()
    return page
  }
  const a = await open(board.owner.email)
  const b = await open(board.mate.email)
  await a.evaluate(() => {
    const w = window as unknown as { __t: Record<string, number>; fetch: typeof fetch }
    w.__t = {}
    document.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element).closest('[role="menuitemradio"]')) {
          w.__t = { click: performance.now() }
        }
      },
      { capture: true },
    )
    const orig = w.fetch
    w.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('move_task'))
        w.__t.fetch = performance.now()
      return orig(input, init).then((r) => {
        if (String(input instanceof Request ? input.url : input).includes('move_task'))
          w.__t.done = performance.now()
        return r
      })
    }
  })
  const columnOf = (name: string) =>
    a.getByTestId('board-column').filter({ has: a.getByRole('heading', { name, exact: true }) })
  const rows: unknown[] = []
  for (let i = 0; i < 12; i++) {
    const [from, to] = i % 2 === 0 ? ['Todo', 'In progress'] : ['In progress', 'Todo']
    if (i === 10)
      await browser.startTracing(a, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
        ],
      })
    await columnOf(from)
      .locator('li [data-task-id]')
      .first()
      .getByRole('button', { name: /^Actions for / })
      .click()
    await a.getByRole('menuitem', { name: 'Status' }).click()
    await a.getByRole('menuitemradio', { name: to }).click()
    await a.waitForTimeout(400)
    if (i === 10) writeFileSync('/tmp/probe/a-move.json', await browser.stopTracing())
    rows.push(
      await a.evaluate(() => {
        const t = (window as unknown as { __t: Record<string, number> }).__t
        return [Math.round(t.fetch! - t.click!), Math.round(t.done! - t.click!)]
      }),
    )
  }
  console.log('click→fetch, click→answer', JSON.stringify(rows))
  void b
} finally {
  await browser.close()
  await server.stop()
}
