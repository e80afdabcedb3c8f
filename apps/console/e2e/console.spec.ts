import { expect, test, type Page } from '@playwright/test'
import { PUBLISHABLE_KEY, SUPABASE_URL } from './env.ts'
import { mailTo } from './mailbox.ts'
import { PASSWORD, createAccount, makeStaff, serviceClient, signedInCustomer } from './people.ts'

async function signIn(page: Page, email: string) {
  await page.goto('/')
  await expect(page).toHaveURL(/\/sign-in/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test('a customer who signs in gets the refusal screen and can sign out', async ({ page }) => {
  const customer = await createAccount('customer')
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(customer.email)
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByRole('status')).toContainText(`If ${customer.email} has an account`)
  await expect.poll(() => mailTo(customer.email)).toBeGreaterThan(0)
  await signIn(page, customer.email)
  await expect(
    page.getByRole('heading', { name: 'This console is for Teamboard staff' }),
  ).toBeVisible()
  await expect(page.getByRole('search')).toHaveCount(0)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
})

test('staff find a user and ban them with a reason; the ban is audited and their session ends', async ({
  page,
}) => {
  const agent = await createAccount('agent')
  expect(await makeStaff(agent.email)).toContain('now staff')
  const target = await createAccount('target')
  const { client: customer, accessToken: token } = await signedInCustomer(target.email)

  await signIn(page, agent.email)
  await expect(page.getByRole('heading', { name: 'Find a user' })).toBeVisible()
  // Signed in, the sign-in page moves on to the lookups.
  await page.goto('/sign-in')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Find a user' })).toBeVisible()
  await page.getByLabel('Email or user id').fill(target.email)
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByRole('heading', { name: 'target' })).toBeVisible()
  await expect(page.getByText('Active')).toBeVisible()

  await page.getByRole('button', { name: 'Ban', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Ban' })
  // No reason, no ban: the dialog stays with what was typed.
  await dialog.getByLabel('Reason').fill('x')
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click()
  await expect(dialog.getByRole('alert')).toContainText("Some of that isn't valid")
  await dialog.getByLabel('Reason').fill('Ticket 4711: spam from this account')
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status')).toContainText(`Ban: done for ${target.email}`)
  await expect(page.getByText('Banned', { exact: true })).toBeVisible()

  // The customer's next request with the token they hold is refused by the auth server, which
  // is what the web app asks on every request (getUser/getClaims); a refresh fails too.
  const next = await fetch(`${SUPABASE_URL}/auth/v1/user`, {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
  })
  expect(next.status).toBe(403)
  expect((await customer.auth.refreshSession()).error).not.toBeNull()

  const { data: rows } = await serviceClient()
    .from('support_audit')
    .select('actor_id, actor_email, action, target_id, reason, outcome')
    .eq('target_id', target.id)
  expect(rows).toEqual([
    {
      actor_id: agent.id,
      actor_email: agent.email,
      action: 'ban',
      target_id: target.id,
      reason: 'Ticket 4711: spam from this account',
      outcome: 'done',
    },
  ])
})
