import { expect, test } from './console-errors.ts'
import {
  fillSignIn,
  headerName,
  newUser,
  signIn,
  signOutFromMenu,
  signUpAndConfirm,
} from './auth-helpers.ts'

// One account for the whole file: each test starts signed out in a fresh context and signs in.
test.describe.configure({ mode: 'serial' })
const user = newUser('flows')

test('sign up, confirm from the email and land signed in', async ({ page }) => {
  await signUpAndConfirm(page, user)
  await expect(page.getByRole('heading', { name: 'Your workspaces' })).toBeVisible()
})

test('sign out, then sign back in with the password', async ({ page }) => {
  await signIn(page, user)
  await expect(headerName(page)).toHaveText(user.name)
  await signOutFromMenu(page)
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await page.goto('/w')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fw$/)
  await fillSignIn(page, user.email, user.password)
  await page.waitForURL(/\/w$/)
  await expect(headerName(page)).toHaveText(user.name)
})

test('a wrong password shows the catalogue message and keeps what was typed', async ({ page }) => {
  await page.goto('/sign-in')
  await fillSignIn(page, user.email, 'wrong-password-1')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Email or password is incorrect.' }),
  ).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(user.email)
  await expect(page.getByLabel('Password')).toHaveValue('wrong-password-1')
  await expect(page).toHaveURL(/\/sign-in$/)
})

test('a protected URL sends a visitor to sign in and back there afterwards', async ({ page }) => {
  await page.goto('/account')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/)
  await fillSignIn(page, user.email, user.password)
  await page.waitForURL(/\/account$/)
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible()
  // Signed in, the visitor-only screens send the user on.
  await page.goto('/sign-up')
  await expect(page).toHaveURL(/\/w$/)
})

test('an off-site ?next= is ignored', async ({ page }) => {
  await page.goto('/sign-in?next=%2F%2Fevil.example%2Fsteal')
  await fillSignIn(page, user.email, user.password)
  await page.waitForURL(/127\.0\.0\.1:\d+\/w$/)
})

test('signing out in one tab signs out the other', async ({ context }) => {
  test.slow()
  const first = await context.newPage()
  const second = await context.newPage()
  await signIn(first, user)
  await second.goto('/account')
  await expect(second.getByRole('heading', { name: 'Account', exact: true })).toBeVisible()
  await signOutFromMenu(first)
  await expect(second).toHaveURL(/\/sign-in$/)
  await expect(second.getByRole('link', { name: 'Sign in' })).toBeVisible()
})
