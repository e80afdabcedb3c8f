import { type Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import { person } from './board-helpers.ts'
import { signInTo } from './workspace-helpers.ts'

test.describe.configure({ timeout: 60_000 })

// The key lib/theme.ts stores the choice under.
const THEME_KEY = 'teamboard-theme'

/** The OKLCH lightness (0–1) of the page's background as painted now. */
function backgroundLightness(page: Page): Promise<number> {
  return page.evaluate(() => {
    const probe = document.createElement('canvas').getContext('2d')!
    // The canvas normalises any CSS colour (oklch included) to sRGB bytes.
    probe.fillStyle = getComputedStyle(document.body).backgroundColor
    probe.fillRect(0, 0, 1, 1)
    const [r, g, b] = probe.getImageData(0, 0, 1, 1).data
    const linear = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
    // Relative luminance, then its cube root: close enough to OKLCH's L for dark vs light.
    return Math.cbrt(0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!))
  })
}

/** Clicks the option's visible label (the radio itself is visually hidden). */
async function pick(page: Page, option: string) {
  await page.getByRole('group', { name: 'Theme' }).locator('label', { hasText: option }).click()
}

// Polled: an emulated system change reaches the page a moment after emulateMedia returns.
async function expectDark(page: Page) {
  await expect.poll(() => backgroundLightness(page)).toBeLessThan(0.35)
}
async function expectLight(page: Page) {
  await expect.poll(() => backgroundLightness(page)).toBeGreaterThan(0.9)
}

test('the first paint already has the stored theme: the page is right with its scripts blocked', async ({
  page,
  consoleErrors,
}) => {
  // The blocked scripts are logged as failed loads.
  consoleErrors.allow(/net::ERR_FAILED \(.*\/_next\/static\/chunks\//)
  // No bundle of the app runs, so no React, no hydration: what shows is the server's HTML, the
  // CSS and the inline <head> script — what the browser paints first.
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/sign-in')
  await expect(page.getByRole('heading', { name: 'Sign in to Teamboard' })).toBeVisible()
  await expectLight(page)

  // Stored dark on a light system.
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_KEY)
  await page.reload()
  await expectDark(page)
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)

  // Stored light on a dark system.
  await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_KEY)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  await expectLight(page)

  // Nothing stored ("system") follows the system, even as it changes.
  await page.evaluate((key) => localStorage.removeItem(key), THEME_KEY)
  await page.reload()
  await expectDark(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await expectLight(page)
})

test('the landing, served without JavaScript, paints in the stored theme too', async ({ page }) => {
  // Its <head> comes from pages/_document.tsx, not the root layout: the same inline script.
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await expectLight(page)
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_KEY)
  await page.reload()
  await expectDark(page)
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  // Nothing stored: the CSS follows the system as it changes, with no script of the app's.
  await page.evaluate((key) => localStorage.removeItem(key), THEME_KEY)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  await expectDark(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await expectLight(page)
})

test('the theme is chosen in /account, applies at once, and is remembered by this browser', async ({
  page,
}) => {
  const me = await person('theme')
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await signInTo(page, me.email, '/account')
  const theme = page.getByRole('group', { name: 'Theme' })
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked()

  await pick(page, 'Dark')
  await expectDark(page)

  // Remembered: a new load of another page starts dark, and the picker shows the choice.
  await page.goto('/w')
  await expectDark(page)
  await page.goto('/account')
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked()

  await pick(page, 'System')
  await expectLight(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectDark(page)
  await pick(page, 'Light')
  await expectLight(page)
  await page.reload()
  await expectLight(page)
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked()
})
