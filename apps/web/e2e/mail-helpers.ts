import { expect } from '@playwright/test'
import { E2E_BASE_URL, mailboxUrl } from './env.ts'

/** One email as the mailbox API serves it, with the links of each part rebased onto the e2e server. */
export interface Mail {
  subject: string
  text: string
  html: string
  textLinks: string[]
  htmlLinks: string[]
}

interface Summary {
  ID: string
  Subject: string
  Created: string
  To: { Address: string }[]
}

/** Templates and the invite function build links on the dev server's origin (config.toml). */
function rebase(link: string): string {
  const url = new URL(link.replaceAll('&amp;', '&'))
  return `${E2E_BASE_URL}${url.pathname}${url.search}`
}

/** The newest email to `email` whose subject matches and whose id is not in `seen`. */
export async function mailTo(
  email: string,
  subject: RegExp,
  seen = new Set<string>(),
): Promise<Mail> {
  let found: Summary | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailboxUrl()}/api/v1/messages?limit=1000`)
        const { messages } = (await response.json()) as { messages: Summary[] }
        found = messages
          .filter((m) => m.To.some((to) => to.Address.toLowerCase() === email.toLowerCase()))
          .sort((a, b) => b.Created.localeCompare(a.Created))
          .find((m) => subject.test(m.Subject) && !seen.has(m.ID))
        return found?.ID
      },
      { message: `an email to ${email} with subject ${subject}`, timeout: 20_000 },
    )
    .toBeTruthy()
  const detail = (await (await fetch(`${mailboxUrl()}/api/v1/message/${found!.ID}`)).json()) as {
    Text: string
    HTML: string
  }
  return {
    subject: found!.Subject,
    text: detail.Text,
    html: detail.HTML,
    textLinks: (detail.Text.match(/https?:\/\/\S+/g) ?? []).map(rebase),
    htmlLinks: [...detail.HTML.matchAll(/href="(https?:[^"]+)"/g)].map((m) => rebase(m[1] ?? '')),
  }
}
