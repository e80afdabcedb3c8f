import AxeBuilder from '@axe-core/playwright'
import { expect, type BrowserContext, type Page } from '@playwright/test'

export const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
const SCREENSHOT_DIR = 'test-results/screens'

/**
 * Fails the test on any console error or warning of the context's pages (React warnings
 * included). A refused request's own line ("Failed to load resource: … 401/403") is the browser
 * reporting the answer a refusal test asks for, not the app's.
 */
export function watchConsole(context: BrowserContext): () => void {
  const problems: string[] = []
  context.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    if (
      /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
    )
      return
    problems.push(`${message.type()}: ${message.text()}`)
  })
  context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`))
  return () => expect(problems).toEqual([])
}

async function settle(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))))
}

/** axe (WCAG 2.2 AA and best practice) finds nothing, in the light and the dark theme. */
export async function expectAxeClean(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await page.waitForFunction(
      (dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark,
      colorScheme === 'dark',
    )
    await settle(page)
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    const found = violations.map(
      (v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
    )
    expect(found).toEqual([])
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/** Screenshots at 1 280 and 390 px (kept in test-results/screens); nothing scrolls sideways. */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size)
    await settle(page)
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement
      return root.scrollWidth - root.clientWidth
    })
    expect(overflow, `sideways overflow at ${size.width} px on ${name}`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${size.width}.png`, fullPage: true })
  }
  await page.setViewportSize(DESKTOP)
}
