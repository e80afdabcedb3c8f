import { brotliCompressSync, gzipSync } from 'node:zlib'
import { E2E_BASE_URL } from '../e2e/env.ts'
import type { Browser } from '@playwright/test'
import { quietNetwork } from '../e2e/quiet-network.ts'
import { signInTo } from '../e2e/workspace-helpers.ts'
import type { SeededBoard } from './seed.ts'
import { percentiles } from './table.ts'

declare global {
  interface Window {
    __lcp?: Promise<number>
  }
}

/**
 * Loads the board `loads` times as its owner: time to the document's first byte (the server
 * rendering 1 000 tasks) and LCP. The JS is what a first visit downloads (empty cache), measured
 * compressed as a CDN would serve it.
 *
 * The loads follow each other as soon as LCP is known. The page before keeps running until the
 * next document arrives (hydrating, joining its live channels, catching up), on the same two
 * cores as the server, so each back-to-back render shares the machine with it. `settled` is the
 * same number of loads, each once the page before it is network-idle: the server response of a
 * board opened on its own.
 */
export async function measureLoad(browser: Browser, board: SeededBoard, loads: number) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL })
  // A bench measures; on a busy 2-core machine a 1 000-card render can outlast Playwright's 30 s.
  context.setDefaultTimeout(120_000)
  const page = await context.newPage()
  const quiet = quietNetwork(page)
  const scripts = new Map<string, Buffer>()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => null)
    if (body) scripts.set(response.url(), body)
  })
  await signInTo(page, board.owner.email, `/w/${board.slug}`)
  await quiet()
  const raw = [...scripts.values()]
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
  const js = {
    files: raw.length,
    rawKb: kb(raw.reduce((sum, b) => sum + b.length, 0)),
    gzipKb: kb(raw.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0)),
    brotliKb: kb(raw.reduce((sum, b) => sum + brotliCompressSync(b).length, 0)),
  }

  await page.addInitScript(() => {
    window.__lcp = new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1)
        if (last) resolve(last.startTime)
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
  })
  const ttfb: number[] = []
  const settled: number[] = []
  const documentDone: number[] = []
  const lcp: number[] = []
  for (let i = 0; i < loads * 2; i++) {
    const alone = i >= loads
    if (alone) await quiet()
    await page.goto(`/w/${board.slug}`, { waitUntil: 'load' })
    const sample = await page.evaluate(async () => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const paint = await Promise.race([
        window.__lcp!,
        new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 5_000)),
      ])
      return {
        ttfb: nav.responseStart - nav.requestStart,
        done: nav.responseEnd - nav.requestStart,
        lcp: paint,
      }
    })
    if (alone) {
      settled.push(sample.ttfb)
      continue
    }
    ttfb.push(sample.ttfb)
    documentDone.push(sample.done)
    lcp.push(sample.lcp)
  }
  await context.close()
  return {
    ttfb: percentiles(ttfb),
    settledTtfb: percentiles(settled),
    document: percentiles(documentDone),
    lcp: percentiles(lcp),
    js,
  }
}
