import { expect, test } from './console-errors.ts'
import {
  emailLink,
  fillSignIn,
  headerName,
  inboxIds,
  newUser,
  signIn,
  signOutFromMenu,
  signUpAndConfirm,
} from './auth-helpers.ts'

test('forgot password: email link, new password, old one refused, other device signed out', async ({
  page,
  browser,
}) => {
  // Several sign-ins and emails in one flow: more than the default budget on a busy machine.
  test.slow()
  const user = newUser('recover')
  await signUpAndConfirm(page, user)
  await signOutFromMenu(page)

  // A second device with its own session.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signIn(otherPage, user)

  await page.goto('/sign-in')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill(user.email)
  const seen = await inboxIds(user.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').getByText('Check your email')).toBeVisible()

  await page.goto(await emailLink(user.email, /Reset your Teamboard password/, seen))
  await expect(page).toHaveURL(/\/update-password$/)
  const newPassword = 'brand-new-secret-7'
  await page.getByLabel('New password').fill('short')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText('Use at least 8 characters, with letters and numbers.')).toBeVisible()
  await page.getByLabel('New password').fill(newPassword)
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page).toHaveURL(/\/w$/)

  // The second device's session is gone: its next page load asks it to sign in.
  await otherPage.goto('/account')
  await expect(otherPage).toHaveURL(/\/sign-in\?next=%2Faccount$/)
  await other.close()

  await signOutFromMenu(page)
  // A page of its own, as `signIn` does: after the sign-out, the session watcher may render the
  // sign-in form once more, and a field typed into the first one is gone.
  await page.goto('/sign-in')
  await fillSignIn(page, user.email, user.password)
  await expect(
    page.getByRole('alert').filter({ hasText: 'Email or password is incorrect.' }),
  ).toBeVisible()
  await page.getByLabel('Password').fill(newPassword)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/w$/)
  await expect(headerName(page)).toHaveText(user.name)
})

test('forgot password answers the same for an unknown address', async ({ page }) => {
  const stranger = newUser('nobody')
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(stranger.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').getByText('Check your email')).toBeVisible()
  expect((await inboxIds(stranger.email)).size).toBe(0)
})
