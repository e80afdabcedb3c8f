import { brotliCompressSync, gzipSync } from 'node:zlib'
import { type Browser, type Page } from '@playwright/test'
import { E2E_BASE_URL } from '../e2e/env.ts'
import { quietNetwork } from '../e2e/quiet-network.ts'
import { signInTo } from '../e2e/workspace-helpers.ts'
import type { SeededBoard } from './seed.ts'
import { percentiles } from './table.ts'

declare global {
  interface Window {
    __sentAt?: number
    __shown?: Promise<number>
  }
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

/**
 * The JS the detail view adds: the scripts a browser that has the board loaded (empty cache
 * before that) downloads when a card opens as the dialog, compressed as a CDN would serve them.
 */
export async function measureDetailJs(browser: Browser, board: SeededBoard) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL })
  // A 1 000-card board on a loaded machine can take longer than Playwright's 30 s to `load`.
  context.setDefaultTimeout(120_000)
  const page = await context.newPage()
  const quiet = quietNetwork(page)
  const scripts = new Map<string, Buffer>()
  let opened = false
  const added = new Map<string, Buffer>()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => null)
    if (!body) return
    if (!opened) scripts.set(response.url(), body)
    else if (!scripts.has(response.url())) added.set(response.url(), body)
  })
  await signInTo(page, board.owner.email, `/w/${board.slug}`)
  await quiet()
  opened = true
  // The first card's key: a card in view, wherever the moves left the mover (a column renders
  // its first screen of cards until the page's first input: board-first-screen.md).
  await page.getByTestId('task-key').getByRole('link').first().click()
  await page.getByRole('dialog').getByTestId('task-detail').waitFor()
  await quiet()
  await page.waitForTimeout(500)
  const raw = [...added.values()]
  await context.close()
  return {
    files: raw.length,
    rawKb: kb(raw.reduce((sum, b) => sum + b.length, 0)),
    gzipKb: kb(raw.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0)),
    brotliKb: kb(raw.reduce((sum, b) => sum + brotliCompressSync(b).length, 0)),
  }
}

async function taskPageAs(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL })
  context.setDefaultTimeout(120_000)
  const page = await context.newPage()
  await signInTo(page, email, path)
  await page.getByTestId('task-detail').waitFor()
  return page
}

/**
 * A sends `count` comments with Cmd/Ctrl+Enter on a task's page; B's page notes when each shows
 * in its timeline. Both clocks are the same machine's (`performance.timeOrigin + now()`), so
 * the difference is keypress → server action → insert → realtime → B's DOM.
 */
export async function measureComments(browser: Browser, board: SeededBoard, count: number) {
  // The seed's first task: a fresh workspace numbers its tasks from 1.
  const path = `/w/${board.slug}/tasks/1`
  const a = await taskPageAs(browser, board.owner.email, path)
  const b = await taskPageAs(browser, board.mate.email, path)
  await a.evaluate(() =>
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey))
          window.__sentAt = performance.timeOrigin + performance.now()
      },
      { capture: true },
    ),
  )
  const box = a.getByRole('combobox', { name: 'Comment', exact: true })
  const latencies: number[] = []
  let lost = 0
  for (let i = 0; i < count; i++) {
    const text = `Bench comment ${i} ${Date.now()}`
    await b.evaluate((text) => {
      window.__shown = new Promise((resolve) => {
        const timeline = document.querySelector('[data-testid="timeline"]')!
        const seen = () =>
          [...timeline.querySelectorAll('[data-testid="comment"]')].some((node) =>
            node.textContent?.includes(text),
          )
        const observer = new MutationObserver(() => {
          if (!seen()) return
          observer.disconnect()
          resolve(performance.timeOrigin + performance.now())
        })
        observer.observe(timeline, { childList: true, subtree: true, characterData: true })
        setTimeout(() => (observer.disconnect(), resolve(Number.NaN)), 10_000)
      })
    }, text)
    await box.fill(text)
    await box.press('ControlOrMeta+Enter')
    const shown = await b.evaluate(() => window.__shown!)
    const sent = await a.evaluate(() => window.__sentAt!)
    await a.waitForFunction(() => {
      const field = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Comment"]')
      return field?.value === ''
    })
    if (Number.isNaN(shown)) lost++
    else latencies.push(shown - sent)
  }
  await a.context().close()
  await b.context().close()
  return { ...percentiles(latencies), comments: count, lost }
}
