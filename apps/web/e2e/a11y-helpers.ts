import { writeFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'

/**
 * The screen checks (docs/screens.md) in one pass per screen, so a route is loaded once: an axe scan in
 * the light and the dark theme, then the phone size (375 × 667) — no sideways scrolling, touch
 * targets of at least 44 px, and a screenshot kept as a test artifact.
 */
export const DESKTOP = { width: 1280, height: 720 }
export const PHONE = { width: 375, height: 667 }
const TOUCH_TARGET = 44

/**
 * Moderate findings that stay, each with the reason. Serious and critical ones never do. Empty:
 * every moderate finding the scan made was fixed (heading-order, region, landmark-*).
 */
const ALLOWED_MODERATE: Record<string, string> = {}

export interface ScreenResult {
  screen: string
  theme: 'light' | 'dark'
  serious: number
  critical: number
  moderate: number
  details: string[]
}

type Theme = ScreenResult['theme']

async function scan(page: Page, screen: string, theme: Theme, within?: string) {
  // Only contrast depends on the theme, so the dark pass runs that rule alone (half the time).
  const builder =
    theme === 'dark'
      ? new AxeBuilder({ page }).withRules(['color-contrast'])
      : new AxeBuilder({ page }).withTags([
          'wcag2a',
          'wcag2aa',
          'wcag21a',
          'wcag21aa',
          'wcag22aa',
          'best-practice',
        ])
  const { violations } = await (within ? builder.include(within) : builder).analyze()
  const count = (impact: string) => violations.filter((v) => v.impact === impact).length
  const details = violations
    .filter((v) => v.impact !== 'minor' && !(v.impact === 'moderate' && v.id in ALLOWED_MODERATE))
    // With axe's own words for each node (a contrast finding names both colours and the ratio).
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any.map((c) => c.message).join('; ')})`).join(', ')}`,
    )
  return {
    screen,
    theme,
    serious: count('serious'),
    critical: count('critical'),
    moderate: count('moderate'),
    details,
  }
}

/** The OS colour scheme; with no stored choice the app follows it (the "system" theme). */
export async function emulateScheme(page: Page, theme: Theme) {
  // Reduced motion turns transitions off (packages/ui/src/styles/globals.css), so a theme switch
  // repaints every colour at once and contrast is measured settled.
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
  // The page sees the change a moment later; a scan in between would mix the two themes.
  await page.waitForFunction(
    (dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark,
    theme === 'dark',
  )
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))))
  // An entry animation (a dialog fading in) is still running for a moment: until it ends,
  // everything in it is measured part transparent, so each is finished here. Under load the frame
  // that ends even a 1 ms animation can come much later.
  await settleAnimations(page)
}

/** Jumps every finite animation and transition to its end; an endless one (a spinner) stays. */
async function settleAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish()
      } catch {
        // an infinite animation: nothing to settle
      }
    }
  })
}

async function phone(page: Page, testInfo: TestInfo, screen: string) {
  if (page.viewportSize()?.width !== PHONE.width) await page.setViewportSize(PHONE)
  // A frame for the layout to follow the new width.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))))
  // Sizes are measured as they settle: a menu still zooming in (an entry animation) measures
  // smaller than it is.
  await settleAnimations(page)
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    // What sticks out, to say where in a failure: the outermost elements past the right edge.
    const clipped = (el: Element): boolean => {
      const parent = el.parentElement
      if (!parent || parent === document.body) return false
      return getComputedStyle(parent).overflowX !== 'visible' || clipped(parent)
    }
    // An absolutely positioned element escapes a scroller that is not its containing block.
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (el) =>
        el.getBoundingClientRect().right > root.clientWidth + 1 &&
        (getComputedStyle(el).position === 'absolute' || !clipped(el)),
    )
    const outermost = wide.filter((el) => !wide.some((other) => other !== el && other.contains(el)))
    const where = outermost.slice(0, 3).map((el) => `${el.tagName} ${el.className}`.slice(0, 120))
    return { scroll: root.scrollWidth, client: root.clientWidth, where }
  })
  expect
    .soft(
      overflow.scroll,
      `${screen}: no horizontal scrolling at 375 px (${overflow.where.join('; ')})`,
    )
    .toBeLessThanOrEqual(overflow.client)
  const small = await page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      ':is(header, main, [role=dialog], [role=menu]) :is([data-slot=button], [data-slot=input], [data-slot=select-trigger], [data-slot=dropdown-menu-item], [data-slot=dropdown-menu-sub-trigger], [data-slot=dropdown-menu-radio-item])',
    )
    return [...controls]
      .filter((el) => el.checkVisibility() && !el.closest('[aria-hidden=true], [inert]'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < min || box.width < min)
      .map(
        ({ el, box }) =>
          `${el.dataset.slot} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      )
  }, TOUCH_TARGET)
  expect.soft(small, `${screen}: touch targets of at least ${TOUCH_TARGET} px`).toEqual([])
  const path = testInfo.outputPath(`phone-${screen.replaceAll(/[^a-z0-9]+/gi, '-')}.png`)
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach(`phone ${screen}`, { path, contentType: 'image/png' })
  await page.setViewportSize(DESKTOP)
}

/**
 * Scans the page as it is now in both themes (`within` limits the scan to an open modal layer,
 * which hides the rest of the page from assistive tech) and checks it at phone size, then goes
 * back to the desktop size. A page already at phone size (a phone-only menu) is scanned there.
 */
export async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  results: ScreenResult[],
  screen: string,
  options: { within?: string; phone?: boolean } = {},
) {
  for (const theme of ['light', 'dark'] as const) {
    await emulateScheme(page, theme)
    const result = await scan(page, screen, theme, options.within)
    results.push(result)
    expect.soft(result.details, `${screen} (${theme}): axe findings`).toEqual([])
  }
  await emulateScheme(page, 'light')
  if (options.phone !== false) await phone(page, testInfo, screen)
}

/** The table of the issue's report (axe violations by rule), kept beside the screenshots. */
export async function attachResults(testInfo: TestInfo, results: ScreenResult[]) {
  const lines = results.map(
    (r) => `${r.screen}\t${r.theme}\t${r.critical}\t${r.serious}\t${r.moderate}`,
  )
  const path = testInfo.outputPath('axe-results.tsv')
  await writeFile(path, ['screen\ttheme\tcritical\tserious\tmoderate', ...lines].join('\n'))
  await testInfo.attach('axe results', { path, contentType: 'text/tab-separated-values' })
}
