import { expect, test } from './console-errors.ts'
import { emailLink, headerName, inboxIds, newUser, signUpAndConfirm } from './auth-helpers.ts'

// A 1×1 PNG: the smallest image the browser decodes, so the header can show it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test.describe.configure({ mode: 'serial' })
const user = newUser('account')

test('new display name and avatar show in the header without a reload', async ({ page }) => {
  test.slow()
  await signUpAndConfirm(page, user)
  await page.goto('/account')
  // Survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { __noReload: true }))

  const nameField = page.getByLabel('Display name')
  await nameField.fill('')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByText('Name is required.')).toBeVisible()
  await nameField.fill('Grace Hopper')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(headerName(page)).toHaveText('Grace Hopper')

  const picker = page.getByLabel('Choose an image')
  await picker.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
  })
  await expect(page.getByText('Images can be at most 2 MB.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save avatar' })).toBeDisabled()
  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  })
  await expect(page.getByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeVisible()

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'Preview of the new avatar' })).toBeVisible()
  await page.getByRole('button', { name: 'Save avatar' }).click()
  await expect(page.getByTestId('header-avatar')).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/avatars\/.+\/avatar\.png\?v=/,
  )

  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true)
  await page.reload()
  await expect(headerName(page)).toHaveText('Grace Hopper')
  await expect(page.getByLabel('Display name')).toHaveValue('Grace Hopper')
})

test('changing the email takes effect after the confirmation link', async ({ page }) => {
  test.slow()
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/w$/)
  // Filled once the page has hydrated, which the header shows by naming the user (its session
  // client starts after hydration): a CI run (load ≈ 12) saw the old address and the new one run
  // together when the fill raced the form's hydration.
  await page.goto('/account')
  await expect(headerName(page)).toBeVisible()
  const newEmail = newUser('moved').email
  const seen = await inboxIds(user.email)
  // The same address, however it is cased, is refused by the field and stays as typed.
  await page.getByLabel('Email').fill(user.email.toUpperCase())
  await page.getByRole('button', { name: 'Change email' }).click()
  await expect(page.getByText('That is already your email.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(user.email.toUpperCase())
  await page.getByLabel('Email').fill(newEmail)
  await expect(page.getByLabel('Email')).toHaveValue(newEmail)
  await page.getByRole('button', { name: 'Change email' }).click()
  await expect(page.getByText(`confirm the change to ${newEmail}`)).toBeVisible()
  // Secure email change: the confirmation goes to the current address first.
  await page.goto(await emailLink(user.email, /Confirm your new Teamboard email/, seen))
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByLabel('Email')).toHaveValue(newEmail)
  user.email = newEmail
})

test('sign out of all devices ends every session', async ({ page, browser }) => {
  test.slow()
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  for (const p of [page, otherPage]) {
    await p.goto('/sign-in')
    await p.getByLabel('Email').fill(user.email)
    await p.getByLabel('Password').fill(user.password)
    await p.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(p).toHaveURL(/\/w$/)
  }
  await page.goto('/account')
  await page.getByRole('button', { name: 'Sign out of all devices' }).click()
  // The action answers with /sign-in, but the page's own session watcher may see the revoked
  // session first and send it to /sign-in?next=/account: either way this device is signed out.
  await expect(page).toHaveURL(/\/sign-in(\?next=%2Faccount)?$/)
  await otherPage.goto('/account')
  await expect(otherPage).toHaveURL(/\/sign-in\?next=%2Faccount$/)
  await other.close()
})
