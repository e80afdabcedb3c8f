import { expect, test } from './console-errors.ts'

test('an unknown address shows the 404 page with a way back', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404 .*\/no-such-page\)$/)
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page doesn't exist")
  // Same shell as the rest of the app.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()

  await page.getByRole('main').getByRole('link', { name: 'Back to Teamboard' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Plan, track and ship')
})
