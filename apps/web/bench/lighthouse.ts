import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

export interface LighthouseFigures {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/**
 * One Lighthouse run (its default: mobile emulation, simulated slow 4G and 4× CPU slowdown,
 * performance only) in a fresh headless Chromium, so every page is a first visit. `cookie` is
 * sent with every request for pages behind sign-in.
 */
export async function runLighthouse(
  url: string,
  chromiumPath: string,
  cookie?: string,
): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    }
  } finally {
    chrome.kill()
  }
}

/** The median run by score (Lighthouse varies run to run, more so on a busy machine). */
export function median(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score)
  return sorted[Math.floor(sorted.length / 2)]!
}
