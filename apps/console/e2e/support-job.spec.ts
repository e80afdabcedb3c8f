import { expect, test, type Browser, type Page } from '@playwright/test'
import { CONSOLE_URL, WEB_URL } from './env.ts'
import { confirmLink, countMails } from './mailbox.ts'
import { PASSWORD, clientOf, createAccount, makeStaff, uniqueEmail, workspaceOf } from './people.ts'
import { DESKTOP, expectAxeClean, screenshots, watchConsole } from './screens.ts'

// A support person's whole job in the console that `./run dev` serves, each action seen from the
// customer's side in the real web app (another browser), every step in the audit history.

const CONFIRMATION = /Confirm your Teamboard email/
const BANNED = 'This account is suspended. Contact Teamboard support to find out why.'

async function browserAt(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP })
  const clean = watchConsole(context)
  return { page: await context.newPage(), context, clean }
}

/** The web app's sign-in form (password). */
async function webSignIn(page: Page, email: string) {
  await page.goto(`${WEB_URL}/sign-in`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

async function consoleSignIn(page: Page, email: string) {
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Opens an action's dialog, types the reason, confirms; the dialog closes on success. */
async function act(page: Page, label: string, reason: string) {
  await page.getByRole('button', { name: label }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Reason').fill(reason)
  await dialog.getByRole('button', { name: label }).click()
  await expect(dialog).toBeHidden()
}

test('customers, even with user_metadata.staff, get only the refusal screen', async ({
  browser,
}) => {
  const customer = await createAccount('Carla')
  const self = await clientOf(customer.email)
  await self.auth.updateUser({ data: { staff: true } })
  const { page, context, clean } = await browserAt(browser, CONSOLE_URL)
  await consoleSignIn(page, customer.email)
  await expect(
    page.getByRole('heading', { name: 'This console is for Teamboard staff' }),
  ).toBeVisible()
  await expect(page.getByRole('search')).toHaveCount(0)
  await expectAxeClean(page)
  await page.goto('/workspaces?slug=anything')
  await expect(
    page.getByRole('heading', { name: 'This console is for Teamboard staff' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  clean()
  await context.close()
})

test("a support person's whole job", async ({ browser }) => {
  const agent = await createAccount('Agent')
  expect(await makeStaff(agent.email)).toContain('now staff')
  const finn = await createAccount('Finn')
  const gina = await createAccount('Gina')
  const workspace = await workspaceOf(finn, gina.email)

  const staff = await browserAt(browser, CONSOLE_URL)
  const customer = await browserAt(browser, WEB_URL)
  const page = staff.page

  // Ivy signs up in the web app first and asks support about the email later, as customers do.
  // Auth refuses a resend within `[auth.email] max_frequency` of the last confirmation email
  // (GoTrue's resend.go; 1 s in supabase/config.toml, 60 s by default on hosted Supabase). Asked
  // right after the sign-up, a fast machine gets to "Resend confirmation" within that second and
  // rightly sees "Too many attempts" (test/staff-resend.test.ts covers that answer).
  const ivy = { ...(await browserAt(browser, WEB_URL)), email: uniqueEmail('ivy') }
  await test.step('a customer signs up in the web app; the confirmation email arrives', async () => {
    await ivy.page.goto(`${WEB_URL}/sign-up`)
    await ivy.page.getByLabel('Name').fill('Ivy')
    await ivy.page.getByLabel('Email').fill(ivy.email)
    await ivy.page.getByLabel('Password').fill(PASSWORD)
    await ivy.page.getByRole('button', { name: 'Create account' }).click()
    await expect(ivy.page.getByText('Check your email')).toBeVisible()
    await expect.poll(() => countMails(ivy.email, CONFIRMATION)).toBe(1)
  })

  await test.step('staff sign in with a magic link that lands back in the console', async () => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/sign-in/)
    await expect(page.getByLabel('Email')).toBeFocused()
    await expectAxeClean(page)
    await screenshots(page, 'sign-in')
    const nobody = uniqueEmail('nobody')
    await page.getByLabel('Email').fill(nobody)
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
    await expect(page.getByRole('status')).toHaveText(
      `If ${nobody} has an account, a sign-in link is on its way.`,
    )
    await page.getByLabel('Email').fill(agent.email)
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
    const link = await confirmLink(agent.email, /sign-in link/)
    expect(link.origin).toBe(CONSOLE_URL)
    await page.goto(link.toString())
    await expect(page.getByRole('heading', { name: 'Find a user' })).toBeVisible()
    await expect(page).toHaveURL(`${CONSOLE_URL}/`)
    await expect(page.getByLabel('Email or user id')).toBeFocused()
  })

  await test.step('the customer is signed in to the web app', async () => {
    await webSignIn(customer.page, finn.email)
    await customer.page.waitForURL(/\/w(\/|$)/)
  })

  await test.step('a pasted board link finds the workspace, in readable words', async () => {
    await page.getByRole('link', { name: 'Workspaces' }).click()
    const box = page.getByLabel('Workspace address or board link')
    await expect(box).toBeFocused()
    await box.fill(`${WEB_URL}/w/${workspace.slug}?assignee=me`)
    await box.press('Enter')
    await expect(page).toHaveURL(`${CONSOLE_URL}/workspaces?slug=${workspace.slug}`)
    await expect(box).toBeFocused()
    await expect(page.getByRole('heading', { name: /Acme Support/ })).toBeVisible()
    const members = page.getByRole('region', { name: /Members/ })
    await expect(members).toContainText(finn.email)
    await expect(members).toContainText(finn.id)
    const activity = page.getByRole('region', { name: 'Recent activity' })
    await expect(activity).toContainText('Finn created #1 “Fix the login page”')
    await expect(activity).toContainText('Finn moved #1 “Fix the login page” from Todo to Done')
    await expect(activity).not.toContainText('task_created')
    const history = page.getByRole('region', { name: /Support history/ })
    await expect(history).toContainText(`Looked up by ${agent.email}`)
    await expectAxeClean(page)
    await screenshots(page, 'workspace')
    await page.goto('/workspaces?slug=no-such-place')
    await expect(page.getByRole('alert')).toHaveText(
      'No workspace with the address “no-such-place”.',
    )
    await page.goBack()
  })

  await test.step('revoking an invitation: the invitee can no longer join', async () => {
    await act(page, 'Revoke invitation', 'Sent to the wrong person, ticket 7')
    await expect(page.getByRole('status')).toHaveText(
      `The invitation for ${gina.email} is revoked.`,
    )
    await expect(page.getByRole('region', { name: /Pending invitations/ })).toContainText('(0)')
    await expect(page.getByRole('region', { name: /Support history/ })).toContainText(
      'Reason: Sent to the wrong person, ticket 7',
    )
    const invitee = await browserAt(browser, WEB_URL)
    await webSignIn(invitee.page, gina.email)
    await invitee.page.waitForURL(/\/w(\/|$)/)
    await invitee.page.goto(`${WEB_URL}/invite/${workspace.invitationToken}`)
    await invitee.page.getByRole('button', { name: 'Accept invitation' }).click()
    await expect(invitee.page.getByText('This invitation is no longer valid.')).toBeVisible()
    invitee.clean()
    await invitee.context.close()
  })

  await test.step('sign out everywhere ends the customer session in their browser', async () => {
    await page.getByRole('link', { name: 'Finn' }).click()
    await expect(page.getByRole('heading', { name: 'Finn' })).toBeVisible()
    await act(page, 'Sign out everywhere', 'Lost laptop, ticket 8')
    await expect(page.getByRole('status')).toHaveText(
      `${finn.email} is signed out on every device.`,
    )
    await customer.page.goto(`${WEB_URL}/w/${workspace.slug}`)
    await expect(customer.page).toHaveURL(/\/sign-in\?next=/)
  })

  await test.step('a notice belongs to its look-up: another user, then Back, shows none', async () => {
    const box = page.getByLabel('Email or user id')
    await box.fill(agent.email)
    await box.press('Enter')
    await expect(page.getByRole('heading', { name: /Agent/ })).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0)
    await expect(page.getByText('This is your own account.').first()).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Finn' })).toBeVisible()
    await expect(page.getByText('is signed out on every device')).toHaveCount(0)
  })

  await test.step('ban: the customer is told to contact support, in sign-in and magic link', async () => {
    await page.getByRole('button', { name: 'Ban' }).click()
    const reason = page.getByRole('dialog').getByLabel('Reason')
    await reason.fill('x')
    await expect(page.getByRole('dialog')).toContainText('Write at least 3 characters (1 so far).')
    await reason.fill('Abuse report 42')
    await expect(page.getByRole('dialog')).not.toContainText('Write at least')
    await page.getByRole('dialog').getByRole('button', { name: 'Ban' }).click()
    await expect(page.getByRole('status')).toHaveText(
      `${finn.email} is banned and signed out everywhere.`,
    )
    await expect(page.getByText(`Banned by ${agent.email} on`)).toContainText('“Abuse report 42”')
    const refusal = customer.page.getByRole('alert').filter({ hasText: BANNED })
    await webSignIn(customer.page, finn.email)
    await expect(refusal).toHaveText(BANNED)
    await customer.page.goto(`${WEB_URL}/sign-in`)
    await expect(refusal).toHaveCount(0)
    await customer.page.getByLabel('Email').fill(finn.email)
    await customer.page.getByRole('button', { name: 'Email me a sign-in link' }).click()
    await expect(refusal).toHaveText(BANNED)
    await expect(customer.page.getByLabel('Email')).toHaveValue(finn.email)
  })

  await test.step('unban: the customer signs in again', async () => {
    await act(page, 'Unban', 'Appeal accepted, ticket 9')
    await expect(page.getByRole('status')).toHaveText(`${finn.email} can sign in again.`)
    await webSignIn(customer.page, finn.email)
    await customer.page.waitForURL(/\/w(\/|$)/)
    const history = page.getByRole('region', { name: /Support history/ })
    for (const line of ['Unbanned by', 'Banned by', 'Signed out everywhere by', 'Looked up by'])
      await expect(history).toContainText(line)
    await expectAxeClean(page)
    await screenshots(page, 'user')
  })

  await test.step('resend confirmation reaches someone who signed up in the app', async () => {
    const box = page.getByLabel('Email or user id')
    await box.fill(ivy.email)
    await box.press('Enter')
    await expect(page.getByText('Not confirmed')).toBeVisible()
    await act(page, 'Resend confirmation', 'Never got the email, ticket 10')
    await expect(page.getByRole('status')).toHaveText(
      `A new confirmation email is on its way to ${ivy.email}.`,
    )
    await expect.poll(() => countMails(ivy.email, CONFIRMATION)).toBe(2)
    const link = await confirmLink(ivy.email, CONFIRMATION)
    await ivy.page.goto(`${WEB_URL}${link.pathname}${link.search}`)
    await ivy.page.waitForURL(/\/w(\/|$)/)
    ivy.clean()
    await ivy.context.close()
  })

  await test.step("the console's sign-out ends only the console's session", async () => {
    const web = await browserAt(browser, WEB_URL)
    await webSignIn(web.page, agent.email)
    await web.page.waitForURL(/\/w(\/|$)/)
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(page).toHaveURL(/\/sign-in$/)
    await web.page.reload()
    await expect(web.page).toHaveURL(/\/w(\/|$)/)
    web.clean()
    await web.context.close()
  })

  await test.step('a session ended by "sign out everywhere" on oneself asks to sign in again', async () => {
    await consoleSignIn(page, agent.email)
    await expect(page.getByRole('heading', { name: 'Find a user' })).toBeVisible()
    const box = page.getByLabel('Email or user id')
    await box.fill(agent.email)
    await box.press('Enter')
    await act(page, 'Sign out everywhere', 'Testing my own account')
    // The card reloads after the action; the function answers 401 for the ended session.
    await expect(page).toHaveURL(/\/sign-in/)
    await expect(page.getByRole('alert')).toHaveText(
      'Your session has ended. Sign in again to continue.',
    )
  })

  staff.clean()
  customer.clean()
  await staff.context.close()
  await customer.context.close()
})
