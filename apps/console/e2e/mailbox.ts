import { expect } from '@playwright/test'
import { mailboxUrl } from './env.ts'

type Summary = { ID: string; Subject: string; Created: string; To: { Address: string }[] }

/** The e2e backend's emails to `email` (Mailpit-compatible API), newest first. */
async function mailsTo(email: string): Promise<Summary[]> {
  const response = await fetch(`${mailboxUrl()}/api/v1/messages?limit=1000`)
  const { messages } = (await response.json()) as { messages: Summary[] }
  return messages
    .filter((m) => m.To.some((to) => to.Address.toLowerCase() === email.toLowerCase()))
    .sort((a, b) => b.Created.localeCompare(a.Created))
}

/** How many emails to `email` have a subject matching `subject`. */
export async function countMails(email: string, subject: RegExp): Promise<number> {
  return (await mailsTo(email)).filter((m) => subject.test(m.Subject)).length
}

/** The /auth/confirm link of the newest matching email, exactly as the email has it. */
export async function confirmLink(email: string, subject: RegExp): Promise<URL> {
  let id: string | undefined
  await expect
    .poll(async () => (id = (await mailsTo(email)).find((m) => subject.test(m.Subject))?.ID))
    .toBeTruthy()
  const detail = (await (await fetch(`${mailboxUrl()}/api/v1/message/${id}`)).json()) as {
    HTML: string
  }
  const href = /href="([^"]*\/auth\/confirm\?[^"]*)"/.exec(detail.HTML)?.[1]
  if (!href) throw new Error(`no /auth/confirm link in the email to ${email}`)
  return new URL(href.replaceAll('&amp;', '&'))
}
