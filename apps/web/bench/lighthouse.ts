import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { type Cookie, chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { percentiles } from './table.ts'

export interface LighthouseFigures {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  /**
   * The page had loaded before its first frame was shown: headless Chromium's display compositor
   * stopped offering the page frames for up to a second (docs/decisions/lighthouse-held-frame.md).
   * Lighthouse's simulation then counts every script that ran meanwhile towards FCP and LCP.
   */
  held: boolean
  /**
   * Lighthouse's own server response time for the document (ms, not simulated). The slower the
   * answer, the likelier the run is held (lighthouse-held-frame.md).
   */
  serverResponseMs: number
  /**
   * Lighthouse's measure of the host's CPU speed (`environment.benchmarkIndex`). Its 4× slowdown
   * multiplies the host's own task times, so readings from two machines compare only alongside it
   * (lighthouse-held-frame.md, "The machine").
   */
  benchmarkIndex: number
}

/**
 * One Lighthouse run (its default: mobile emulation, simulated slow 4G and 4× CPU slowdown,
 * performance only) in a fresh headless Chromium, so every page is a first visit. `cookies` go
 * into that browser's own jar for pages behind sign-in: the page's scripts read the session from
 * `document.cookie` too, and a page whose browser has no session goes to /sign-in (a Cookie
 * header alone measured that redirect, not the page). A run that ends on another URL fails.
 */
export async function runLighthouse(
  url: string,
  chromiumPath: string,
  cookies: Cookie[] = [],
  reportPath?: string,
): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking'],
  })
  try {
    if (cookies.length > 0) await addCookies(chrome.port, cookies)
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the cookies; the cache is cold anyway in chrome-launcher's fresh profile.
      disableStorageReset: cookies.length > 0,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    if (lhr.finalDisplayedUrl !== url)
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}`)
    if (reportPath) {
      mkdirSync(dirname(reportPath), { recursive: true })
      writeFileSync(reportPath, JSON.stringify(lhr))
      const trace = (result.artifacts as { Trace?: unknown }).Trace
      if (trace) writeFileSync(reportPath.replace(/\.json$/, '.trace.json'), JSON.stringify(trace))
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const observed = observedTimings(lhr.audits.metrics?.details)
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      held: observed.load < observed.firstContentfulPaint,
      serverResponseMs: Math.round(audit('server-response-time')),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    }
  } finally {
    chrome.kill()
  }
}

/** The `metrics` audit's unsimulated timings (ms after navigation start). */
function observedTimings(details: unknown): { firstContentfulPaint: number; load: number } {
  const item = (details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {}
  return {
    firstContentfulPaint: item.observedFirstContentfulPaint ?? Number.NaN,
    load: item.observedLoad ?? Number.NaN,
  }
}

/** Into the default profile's jar, the one Lighthouse's tab uses; then lets go of the browser. */
async function addCookies(port: number, cookies: Cookie[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('Chromium has no default context to hold the cookies')
    await context.addCookies(cookies)
  } finally {
    await browser.close()
  }
}

/** The median run by score (Lighthouse varies run to run, more so on a busy machine). */
function median(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** The median of one figure over these runs, or a dash for none. */
function medianOf(runs: LighthouseFigures[], figure: (run: LighthouseFigures) => number): string {
  if (runs.length === 0) return '—'
  return String(percentiles(runs.map(figure)).p50Ms)
}

/**
 * One table row: the median of all runs, how many had their first frame held, the median of the
 * others (if any), since a held frame says more about headless Chromium than the page, the
 * median server response of the held runs and of the others, and the host's median benchmark index.
 */
export function lighthouseRow(name: string, runs: LighthouseFigures[]): string {
  const cells = (f: LighthouseFigures) => `${f.score} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls}`
  const shown = runs.filter((run) => !run.held)
  const unheld = shown.length > 0 ? cells(median(shown)) : '— | — | — | —'
  const held = `${runs.length - shown.length} of ${runs.length}`
  const response = (group: LighthouseFigures[]) => medianOf(group, (run) => run.serverResponseMs)
  const responses = `${response(runs.filter((run) => run.held))} / ${response(shown)}`
  const host = medianOf(runs, (run) => run.benchmarkIndex)
  return `| \`${name}\` | ${cells(median(runs))} | ${held} | ${unheld} | ${responses} | ${host} |`
}
