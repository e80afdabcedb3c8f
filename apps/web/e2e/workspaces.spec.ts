import { type Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import { emailLink, newUser } from './auth-helpers.ts'
import {
  createConfirmedUser,
  createWorkspaceAs,
  invitationPath,
  signInTo,
  uniqueSlug,
} from './workspace-helpers.ts'

// One story across two browsers and the real backend: invitations, sign-up, roles, removal.
test.describe.configure({ timeout: 90_000 })

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page doesn't exist")
}

test('an owner invites a teammate who signs up, joins, is promoted, then removed', async ({
  browser,
  consoleErrors,
}) => {
  // Once removed, the teammate's workspace is a 404, which the browser logs.
  consoleErrors.allow(/status of 404 .*\/w\/acme-\w+\)$/)
  const owner = newUser('owner')
  const mia = newUser('mia')
  const slug = uniqueSlug('acme')
  await createConfirmedUser(owner.email, owner.name)

  const ownerContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  await signInTo(ownerPage, owner.email, '/w/new')

  // Create: the address follows the name until edited, and is checked live.
  await ownerPage.getByLabel('Workspace name').fill('Acme Design')
  await expect(ownerPage.getByLabel('Address')).toHaveValue('acme-design')
  await ownerPage.getByLabel('Address').fill(slug)
  await expect(ownerPage.getByText('Available')).toBeVisible()
  await ownerPage.getByRole('button', { name: 'Create workspace' }).click()
  await ownerPage.waitForURL(`/w/${slug}`)
  await expect(ownerPage.getByTestId('workspace-name')).toHaveText('Acme Design')

  // Invite through the edge function; the email carries the link.
  await ownerPage
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Members' })
    .click()
  await ownerPage.getByLabel('Email').fill(mia.email)
  await ownerPage.getByRole('button', { name: 'Send invitation' }).click()
  // The first call boots the function's Deno worker.
  await expect(ownerPage.getByRole('status')).toHaveText(`Invitation sent to ${mia.email}.`, {
    timeout: 30_000,
  })
  await expect(ownerPage.getByRole('list', { name: 'Pending invitations' })).toContainText(
    mia.email,
  )
  const invitePath = await invitationPath(mia.email)

  // The teammate has no account: sign up from the invitation; the confirmation link joins the
  // workspace and lands on its board.
  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  await member.goto(invitePath)
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(
    'Join Acme Design on Teamboard',
  )
  await expect(
    member.getByText(`${owner.name} invited you to the Acme Design board.`),
  ).toBeVisible()
  await member.getByRole('link', { name: 'Create an account' }).click()
  await member.getByLabel('Name').fill(mia.name)
  await member.getByLabel('Email').fill(mia.email)
  await member.getByLabel('Password').fill(mia.password)
  await member.getByRole('button', { name: 'Create account' }).click()
  await expect(member.getByText('Check your email')).toBeVisible()
  await member.goto(await emailLink(mia.email, /Confirm your Teamboard email/))
  await member.waitForURL(`/w/${slug}`)
  await expect(member.getByTestId('header-user-name')).toHaveText(mia.name)
  await expect(member.getByTestId('workspace-name')).toHaveText('Acme Design')

  // A member sees no admin controls.
  const memberNav = member.getByRole('navigation', { name: 'Workspace' })
  await expect(memberNav.getByRole('link', { name: 'Settings' })).toHaveCount(0)
  await memberNav.getByRole('link', { name: 'Members' }).click()
  await expect(member.getByRole('list', { name: 'Members' })).toContainText(owner.name)
  await expect(member.getByRole('button', { name: 'Send invitation' })).toHaveCount(0)
  await expect(member.getByRole('button', { name: /^Actions for/ })).toHaveCount(0)
  await expect(member.getByRole('button', { name: 'Leave workspace' })).toBeVisible()
  await member.goto(`/w/${slug}/settings`)
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(
    "You don't have permission to do that.",
  )
  await expect(member.getByLabel('Workspace name')).toHaveCount(0)
  await member.goto(`/w/${slug}/settings/members`)

  // The owner promotes the member to admin; the new admin now sees the invite form.
  await ownerPage.reload()
  const miaRow = ownerPage.getByTestId('member-row').filter({ hasText: mia.name })
  await expect(miaRow).toContainText('Member')
  await miaRow.getByRole('button', { name: `Actions for ${mia.name}` }).click()
  await ownerPage.getByRole('menuitem', { name: 'Make admin' }).click()
  await expect(miaRow).toContainText('Admin')
  await member.reload()
  await expect(member.getByRole('button', { name: 'Send invitation' })).toBeVisible()
  await expect(
    member.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Settings' }),
  ).toBeVisible()

  // Removed: the next navigation inside the workspace is a 404.
  await miaRow.getByRole('button', { name: `Actions for ${mia.name}` }).click()
  await ownerPage.getByRole('menuitem', { name: 'Remove from workspace' }).click()
  await ownerPage.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
  await expect(ownerPage.getByTestId('member-row').filter({ hasText: mia.name })).toHaveCount(0)
  await member
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Board' })
    .click()
  await expectNotFound(member)
  const direct = await member.goto(`/w/${slug}`)
  expect(direct?.status()).toBe(404)

  await ownerContext.close()
  await memberContext.close()
})

test('a workspace the user is not a member of is a 404, like one that does not exist', async ({
  page,
  consoleErrors,
}) => {
  // The 404s are the scenario; the browser logs each.
  consoleErrors.allow(/status of 404 .*\/w\/(private|nobody)-\w+(\/settings(\/members)?)?\)$/)
  const owner = newUser('owner')
  const outsider = newUser('outsider')
  const slug = uniqueSlug('private')
  await createConfirmedUser(owner.email, owner.name)
  await createConfirmedUser(outsider.email, outsider.name)
  await createWorkspaceAs(owner.email, 'Private Team', slug)

  await signInTo(page, outsider.email, '/w/new')
  for (const path of [
    `/w/${slug}`,
    `/w/${slug}/settings`,
    `/w/${slug}/settings/members`,
    `/w/${uniqueSlug('nobody')}`,
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expectNotFound(page)
    await expect(page.getByText('Private Team')).toHaveCount(0)
  }
})

test('a taken address shows the catalogue message and keeps what was typed', async ({ page }) => {
  const first = newUser('first')
  const second = newUser('second')
  const slug = uniqueSlug('taken')
  await createConfirmedUser(first.email, first.name)
  await createConfirmedUser(second.email, second.name)
  await createWorkspaceAs(first.email, 'First Team', slug)

  await signInTo(page, second.email, '/w/new')
  await page.getByLabel('Workspace name').fill('Second Team')
  await page.getByLabel('Address').fill(slug)
  await expect(page.getByText('That address is taken.')).toBeVisible()

  // Submitting anyway gets the same words from the server, next to the field, nothing lost.
  await page.getByRole('button', { name: 'Create workspace' }).click()
  await expect(page.getByText('That address is taken.')).toBeVisible()
  await expect(page).toHaveURL(/\/w\/new$/)
  await expect(page.getByLabel('Workspace name')).toHaveValue('Second Team')
  await expect(page.getByLabel('Address')).toHaveValue(slug)

  // A reserved word is refused by the shared schema before any request.
  await page.getByLabel('Address').fill('settings')
  await expect(page.getByText('That address is reserved.')).toBeVisible()
})

test('an owner deletes a workspace only after typing its address; it is gone afterwards', async ({
  page,
  consoleErrors,
}) => {
  // The deleted workspace is a 404 afterwards, which the browser logs.
  consoleErrors.allow(/status of 404 .*\/w\/doomed-\w+\)$/)
  const owner = newUser('owner')
  const slug = uniqueSlug('doomed')
  await createConfirmedUser(owner.email, owner.name)
  await createWorkspaceAs(owner.email, 'Doomed Team', slug)

  await signInTo(page, owner.email, `/w/${slug}/settings`)
  await page.getByRole('button', { name: 'Delete workspace' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete Doomed Team?' })
  const confirm = dialog.getByLabel(`Type ${slug} to confirm`)
  const submit = dialog.getByRole('button', { name: 'Delete workspace' })
  await expect(submit).toBeDisabled()
  // Close enough is not enough: the address to the letter.
  await confirm.fill(slug.toUpperCase())
  await expect(submit).toBeDisabled()
  // Cancelling forgets what was typed.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Delete workspace' }).click()
  await expect(confirm).toHaveValue('')

  await confirm.fill(slug)
  await submit.click()
  // Deleting cascades through every task, comment and file of the workspace before the action
  // answers; then the browser navigates. A navigation's time, like a sign-in (auth-helpers.ts).
  await page.waitForURL(/\/w$/)
  await expect(page.getByText('Doomed Team')).toHaveCount(0)
  const response = await page.goto(`/w/${slug}`)
  expect(response?.status()).toBe(404)
})
