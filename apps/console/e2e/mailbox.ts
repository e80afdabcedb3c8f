import { mailboxUrl } from './env.ts'

/** How many emails the e2e backend's mailbox (Mailpit-compatible API) holds for `email`. */
export async function mailTo(email: string): Promise<number> {
  const query = encodeURIComponent(`to:${email}`)
  const response = await fetch(`${mailboxUrl()}/api/v1/search?query=${query}`)
  const body = (await response.json()) as { messages?: unknown[] }
  return body.messages?.length ?? 0
}
