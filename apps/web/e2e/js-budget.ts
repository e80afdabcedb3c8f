import type { Browser, BrowserContextOptions } from '@playwright/test'

/**
 * The JavaScript budgets of issue 13: compressed bytes a first visit (empty cache) downloads
 * before the page is idle, counted the way Chromium counts them. Shared by js-budget.spec.ts (the
 * CI check) and `pnpm bench` (which prints the same table next to Lighthouse's figures).
 */
export const KB = 1024

export const BUDGET = {
  landing: 130 * KB,
  auth: 170 * KB,
  board: 250 * KB,
  other: 250 * KB,
} as const

export interface BudgetPage {
  name: string
  path: string
  budget: number
  /** Cookies of a signed-in user (a storage state); none for a visitor. */
  signedIn?: boolean
}

export interface PageWeight {
  page: BudgetPage
  bytes: number
  files: number
}

/**
 * Loads `page.path` in a fresh context (so a cold HTTP cache) and sums the encoded body size of
 * every script response until the network has been idle: the main bundle, route chunks, lazy
 * chunks fetched on idle (Session Replay when sampled) and anything prefetched for links in view.
 */
export async function weighPage(
  browser: Browser,
  page: BudgetPage,
  options: BrowserContextOptions,
): Promise<PageWeight> {
  const context = await browser.newContext(options)
  try {
    const tab = await context.newPage()
    const sizes: Promise<number>[] = []
    tab.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return
      // responseBodySize is the body as it crossed the wire (after Content-Encoding).
      sizes.push(request.sizes().then((s) => s.responseBodySize))
    })
    await tab.goto(page.path, { waitUntil: 'networkidle' })
    // Idle-time work (requestIdleCallback imports, link prefetches) starts after `load`; give it
    // a moment and wait for the network again so those downloads are counted too.
    await tab.waitForTimeout(1_000)
    await tab.waitForLoadState('networkidle')
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
    return { page, bytes, files: sizes.length }
  } finally {
    await context.close()
  }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`

/** One markdown table: page | bytes | budget | verdict. */
export function budgetTable(weights: PageWeight[]): string {
  const rows = weights.map(({ page, bytes, files }) => [
    `\`${page.name}\``,
    `${kb(bytes)} (${files} files)`,
    `≤ ${kb(page.budget)}`,
    bytes <= page.budget ? 'ok' : 'OVER',
  ])
  return [
    '| page | compressed JS | budget | |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n')
}
