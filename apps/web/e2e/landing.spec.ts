import { expect, test } from './console-errors.ts'

test('the landing page explains Teamboard and links to sign-in and sign-up', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/Teamboard/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Plan, track and ship')

  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
  await expect(header.getByRole('link', { name: 'Get started' })).toHaveAttribute(
    'href',
    '/sign-up',
  )
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Get started free' }),
  ).toHaveAttribute('href', '/sign-up')

  // The product's look: Geist from the app's own origin and the accent colour on the primary action.
  const fontFamily = await page
    .locator('body')
    .evaluate((body) => getComputedStyle(body).fontFamily)
  expect(fontFamily).toMatch(/Geist/i)
  const cta = page.getByRole('main').getByRole('link', { name: 'Get started free' })
  const ctaBackground = await cta.evaluate((link) => getComputedStyle(link).backgroundColor)
  expect(ctaBackground).not.toMatch(/^rgba\(0, 0, 0, 0\)$|transparent/)
})

test('a first visit fetches only the Latin part of Geist; a text beyond it fetches the rest', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname)
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  await page.evaluate(() => document.fonts.ready)
  // src/lib/fonts.ts: the Latin subsets (29 kB for Geist), not the whole fonts (70 kB each).
  expect(fonts).toContainEqual(expect.stringMatching(/\/geist_latin_wght_normal.*\.woff2$/))
  expect(fonts.filter((font) => !/_latin_wght_normal/.test(font))).toEqual([])

  // The rest of the font is the face whose range starts past Latin-1 (U+0100); it loads only for
  // characters the Latin face lacks, such as a Polish name in a task's title.
  const restLoaded = () =>
    page.evaluate(() =>
      [...document.fonts].some(
        (face) => /^U\+100\b/i.test(face.unicodeRange) && face.status === 'loaded',
      ),
    )
  expect(await restLoaded()).toBe(false)
  await page.evaluate(() => {
    const text = document.createElement('p')
    text.textContent = 'Zażółć gęślą jaźń'
    document.querySelector('main')!.append(text)
  })
  await expect.poll(restLoaded).toBe(true)
  expect(fonts).toContainEqual(expect.stringMatching(/\/Geist_Variable.*\.woff2$/))
  expect(fonts).not.toContainEqual(expect.stringMatching(/GeistMono_Variable/))
})

test('the header link goes to sign-in', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
})

test('keyboard focus on an action shows a visible focus ring', async ({ page }) => {
  await page.goto('/')
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' })
  // Tab from the top until the sign-in link has focus (the skip link, then the logo link first).
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(signIn).toBeFocused()
  const ring = await signIn.evaluate((link) => getComputedStyle(link).boxShadow)
  expect(ring).not.toBe('none')
})

test('pages are served with security headers and without advertising the framework', async ({
  request,
}) => {
  const response = await request.get('/')
  const headers = response.headers()
  expect(headers['x-powered-by']).toBeUndefined()
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
})

test('the landing ships no JavaScript and keeps the head every page has', async ({
  page,
  request,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  // Nothing on it is interactive (src/pages/index.tsx): only the inline theme script runs, no bundle loads.
  expect(scripts).toEqual([])

  await expect(page).toHaveTitle('Teamboard — the realtime task board for small teams')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /live board/)
  await expect(page.locator('meta[name="application-name"]')).toHaveAttribute(
    'content',
    'Teamboard',
  )
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2)
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    'width=device-width, initial-scale=1',
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const icon = await page.locator('link[rel="icon"]').getAttribute('href')
  const served = await request.get(icon!)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toContain('image/svg+xml')

  // Its links are plain page loads: the hero's sign-up link arrives on the form.
  await page.getByRole('main').getByRole('link', { name: 'Get started free' }).click()
  await expect(page).toHaveURL(/\/sign-up$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
