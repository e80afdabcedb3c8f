import { expect, test } from './console-errors.ts'
import {
  emailLink,
  headerName,
  inboxIds,
  newUser,
  signOutFromMenu,
  signUpAndConfirm,
} from './auth-helpers.ts'

test('a magic link signs in and returns to the page that asked', async ({ page }) => {
  test.slow()
  const user = newUser('magic')
  await signUpAndConfirm(page, user)
  await signOutFromMenu(page)

  await page.goto('/sign-in?next=%2Faccount')
  await page.getByLabel('Email').fill(user.email)
  const seen = await inboxIds(user.email)
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByRole('status').getByText('Check your email')).toBeVisible()

  const link = await emailLink(user.email, /sign-in link/, seen)
  await page.goto(link)
  await expect(page).toHaveURL(/\/account$/)
  await expect(headerName(page)).toHaveText(user.name)

  // Links work once: the same one again explains itself in catalogue words.
  await page.goto(link)
  await expect(page).toHaveURL(/\/auth\/error\?code=link_invalid$/)
  await expect(
    page.getByRole('heading', { name: 'This link has expired or was already used.' }),
  ).toBeVisible()
})

test('an unknown address gets the same answer and no email', async ({ page }) => {
  const stranger = newUser('nobody')
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(stranger.email)
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByRole('status').getByText('Check your email')).toBeVisible()
  expect((await inboxIds(stranger.email)).size).toBe(0)
})
