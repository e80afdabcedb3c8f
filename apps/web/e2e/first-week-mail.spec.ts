import { type Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import { headerName, inboxIds, newUser, type TestUser } from './auth-helpers.ts'
import { clientAs, person } from './board-helpers.ts'
import { mailTo } from './mail-helpers.ts'
import { createWorkspaceAs, uniqueSlug } from './workspace-helpers.ts'

// A new team's first mails, against the real backend, its mailbox and the invite function.
test.describe.configure({ timeout: 120_000 })

async function fillSignUp(page: Page, user: TestUser) {
  await page.getByLabel('Name').fill(user.name)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  // The server action hashes a password and writes the user: more than an expect's 5 s when the
  // machine is busy (seen at a load of 40), so allow a request's time.
  await expect(page.getByRole('status').getByText('Check your email')).toBeVisible({
    timeout: 30_000,
  })
}

test('an invitation names the workspace and inviter, and survives sign-up confirmed on another device', async ({
  browser,
}) => {
  const owner = await person('owner')
  const bob = newUser('bob')
  const slug = uniqueSlug('rockets')
  await createWorkspaceAs(owner.email, 'Rocket Lab', slug)
  const service = await clientAs(owner.email)
  const { data: ws } = await service.from('workspaces').select('id').eq('slug', slug).single()
  const sent = await service.functions.invoke('invite-member', {
    body: { workspaceId: (ws as { id: string }).id, email: bob.email, role: 'member' },
  })
  expect(sent.error).toBeNull()

  // The mail: styled like the sign-up mail, naming both, the same link in both parts.
  const invitation = await mailTo(bob.email, /invited/)
  expect(invitation.html).toContain('Join Rocket Lab on Teamboard')
  expect(invitation.html).toContain(owner.name)
  expect(invitation.html).toContain('border-radius: 12px')
  expect(invitation.text).toContain(`${owner.name} invited you to join Rocket Lab on Teamboard`)
  expect(invitation.textLinks).toEqual(invitation.htmlLinks)
  const [inviteLink] = invitation.htmlLinks
  expect(inviteLink).toMatch(/\/invite\/[0-9a-f]{64}$/)

  // The page names them too, signed out.
  const laptop = await (await browser.newContext()).newPage()
  await laptop.goto(inviteLink!)
  await expect(laptop.getByRole('heading', { level: 1 })).toHaveText('Join Rocket Lab on Teamboard')
  await expect(laptop.getByText(`${owner.name} invited you to the Rocket Lab board.`)).toBeVisible()
  await laptop.getByRole('link', { name: 'Create an account' }).click()
  await expect(laptop).toHaveURL(/\/sign-up\?next=%2Finvite%2F/)
  await fillSignUp(laptop, bob)

  // Confirmed from the phone (another browser, no cookie of the laptop's): straight to the board.
  const confirmation = await mailTo(bob.email, /Confirm your Teamboard email/)
  expect(confirmation.textLinks).toEqual(confirmation.htmlLinks)
  const phone = await (await browser.newContext()).newPage()
  await phone.goto(confirmation.textLinks[0]!)
  await phone.waitForURL(`**/w/${slug}`)
  await expect(phone.getByTestId('workspace-name')).toHaveText('Rocket Lab')
  await expect(headerName(phone)).toHaveText(bob.name)
})

test('every link of every auth mail, HTML and text, lands signed in where it should', async ({
  browser,
}) => {
  const ada = newUser('links')
  const fresh = async () => (await browser.newContext()).newPage()

  // Sign-up: the text part's link (once on /?code=…) is the HTML's, and signs in on /w.
  const signUp = await fresh()
  await signUp.goto('/sign-up')
  await fillSignUp(signUp, ada)
  const confirm = await mailTo(ada.email, /Confirm your Teamboard email/)
  expect(confirm.textLinks).toHaveLength(1)
  expect(confirm.textLinks).toEqual(confirm.htmlLinks)
  await signUp.goto(confirm.textLinks[0]!)
  await expect(signUp).toHaveURL(/\/w$/)
  await expect(headerName(signUp)).toHaveText(ada.name)

  // Magic link, asked for from a page that wanted /account.
  const magic = await fresh()
  let seen = await inboxIds(ada.email)
  await magic.goto('/sign-in?next=%2Faccount')
  await magic.getByLabel('Email').fill(ada.email)
  await magic.getByRole('button', { name: 'Email me a sign-in link' }).click()
  // The answer sets the cookie that remembers /account; the mail can arrive before it does.
  await expect(magic.getByText('If there is an account, we sent a sign-in link to')).toBeVisible()
  const link = await mailTo(ada.email, /sign-in link/, seen)
  expect(link.textLinks).toEqual(link.htmlLinks)
  await magic.goto(link.textLinks[0]!)
  await expect(magic).toHaveURL(/\/account$/)
  await expect(headerName(magic)).toHaveText(ada.name)

  // Recovery: signed in, on the page that sets the new password.
  const recover = await fresh()
  seen = await inboxIds(ada.email)
  await recover.goto('/forgot-password')
  await recover.getByLabel('Email').fill(ada.email)
  await recover.getByRole('button', { name: 'Send reset link' }).click()
  const reset = await mailTo(ada.email, /Reset your Teamboard password/, seen)
  expect(reset.textLinks).toEqual(reset.htmlLinks)
  await recover.goto(reset.textLinks[0]!)
  await expect(recover).toHaveURL(/\/update-password$/)
  await expect(headerName(recover)).toHaveText(ada.name)

  // Email change, confirmed from the text part: back on /account with the new address.
  const moved = newUser('moved').email
  seen = await inboxIds(ada.email)
  // Filled once the page has hydrated, which the header shows by naming the user.
  await magic.goto('/account')
  await expect(headerName(magic)).toBeVisible()
  await magic.getByLabel('Email').fill(moved)
  await expect(magic.getByLabel('Email')).toHaveValue(moved)
  await magic.getByRole('button', { name: 'Change email' }).click()
  const change = await mailTo(ada.email, /Confirm your new Teamboard email/, seen)
  expect(change.textLinks).toEqual(change.htmlLinks)
  await magic.goto(change.textLinks[0]!)
  await expect(magic).toHaveURL(/\/account$/)
  await expect(magic.getByLabel('Email')).toHaveValue(moved)
})

test('signing up with a taken address says the same as a new one, true in both cases', async ({
  page,
}) => {
  const taken = await person('taken')
  const seen = await inboxIds(taken.email)
  await page.goto('/sign-up')
  await fillSignUp(page, { ...taken, name: 'Someone Else' })
  const screen = page.getByRole('status')
  await expect(screen).toContainText(
    'If this address is new to Teamboard, we sent a confirmation link',
  )
  await expect(screen).toContainText('Already have an account with it? No email is sent then')
  await expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/sign-in')
  const words = ((await screen.textContent()) ?? '').replace(taken.email, '<address>')

  // A new address gets the very same words, so the screen reveals nothing.
  const newcomer = await (await page.context().browser()!.newContext()).newPage()
  const someone = newUser('newcomer')
  await newcomer.goto('/sign-up')
  await fillSignUp(newcomer, someone)
  expect(
    ((await newcomer.getByRole('status').textContent()) ?? '').replace(someone.email, '<address>'),
  ).toBe(words)

  // No mail went to the taken address; the screen's way out works.
  expect(await inboxIds(taken.email)).toEqual(seen)
  await screen.getByRole('link', { name: 'reset your password' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
})
