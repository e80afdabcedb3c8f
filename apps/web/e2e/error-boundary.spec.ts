import { expect, test } from './console-errors.ts'

test('a failing page shows the error screen with a reference, a retry and a way back', async ({
  page,
  consoleErrors,
}) => {
  // The scenario: a server component throws (500), and React reports it in the browser (#441,
  // the production form of "an error occurred in the Server Components render").
  consoleErrors.allow(/status of 500 .*\/diagnostics\/server-error\)$/)
  consoleErrors.allow(/Minified React error #441;/)
  const response = await page.goto('/diagnostics/server-error')
  expect(response?.status()).toBe(500)

  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
  // The digest lets support find the server-side report; the error's own text never reaches the page.
  await expect(page.getByTestId('error-reference')).toHaveText(/^\w+$/)
  await expect(page.locator('body')).not.toContainText('Diagnostics:')
  await expect(page.locator('body')).not.toContainText('@example.com')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()

  // Retrying a page that fails again keeps the error screen instead of a blank page.
  await main.getByRole('button', { name: 'Try again' }).click()
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')

  await main.getByRole('link', { name: 'Back to Teamboard' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Plan, track and ship')
})
