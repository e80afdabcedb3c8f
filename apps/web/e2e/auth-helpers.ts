import { expect, type Page } from '@playwright/test'
import { E2E_BASE_URL, mailboxUrl } from './env.ts'

/**
 * Shared steps of the auth specs. Everything a user does goes through the UI; emails are read
 * from the local backend's Mailpit-compatible API (its URL comes from global-setup).
 */
export const PASSWORD = 'correct-horse-42'

export interface TestUser {
  name: string
  email: string
  password: string
}

export function newUser(tag: string): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
  return {
    name: `Ada ${tag} ${id.slice(-4)}`,
    email: `${tag}-${id}@example.com`,
    password: PASSWORD,
  }
}

interface MailSummary {
  ID: string
  Subject: string
  Created: string
  To: { Address: string }[]
}

async function messagesTo(email: string): Promise<MailSummary[]> {
  const response = await fetch(`${mailboxUrl()}/api/v1/messages?limit=1000`)
  const { messages } = (await response.json()) as { messages: MailSummary[] }
  return messages
    .filter((m) => m.To.some((to) => to.Address.toLowerCase() === email.toLowerCase()))
    .sort((a, b) => b.Created.localeCompare(a.Created))
}

/** Ids of the messages already in `email`'s inbox, to wait for a newer one. */
export async function inboxIds(email: string): Promise<Set<string>> {
  return new Set((await messagesTo(email)).map((m) => m.ID))
}

/**
 * The /auth/confirm link of the newest email to `email` whose subject matches, rebased onto the
 * e2e server: templates use config.toml's site_url (the dev server on :3000).
 */
export async function emailLink(
  email: string,
  subject: RegExp,
  seen: Set<string> = new Set(),
): Promise<string> {
  let message: MailSummary | undefined
  await expect
    .poll(
      async () => {
        message = (await messagesTo(email)).find((m) => subject.test(m.Subject) && !seen.has(m.ID))
        return message?.ID
      },
      { message: `an email to ${email} with subject ${subject}` },
    )
    .toBeTruthy()
  const detail = (await (await fetch(`${mailboxUrl()}/api/v1/message/${message!.ID}`)).json()) as {
    HTML: string
  }
  const href = /href="([^"]*\/auth\/confirm\?[^"]*)"/.exec(detail.HTML)?.[1]
  if (!href) throw new Error(`no /auth/confirm link in "${message!.Subject}"`)
  const link = new URL(href.replaceAll('&amp;', '&'))
  return `${E2E_BASE_URL}${link.pathname}${link.search}`
}

/**
 * Fills and submits the sign-in form. A sign-in that succeeds ends in a page load of its target
 * (the action answers, then the browser goes there), so wait for it with `page.waitForURL`, which
 * allows a navigation's time: under a full CI run on two cores that took over the 5 s of an `expect`.
 */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/sign-in')
  await fillSignIn(page, user.email, user.password)
  await page.waitForURL(/\/w$/)
}

export function headerName(page: Page) {
  return page.getByTestId('header-user-name')
}

/** Sign up through the form, open the confirmation email's link, land on /w signed in. */
export async function signUpAndConfirm(page: Page, user: TestUser): Promise<void> {
  await page.goto('/sign-up')
  await page.getByLabel('Name').fill(user.name)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Check your email')).toBeVisible()
  await page.goto(await emailLink(user.email, /Confirm your Teamboard email/))
  await expect(page).toHaveURL(/\/w$/)
  await expect(headerName(page)).toHaveText(user.name)
}

export async function signOutFromMenu(page: Page): Promise<void> {
  await headerName(page).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
}
