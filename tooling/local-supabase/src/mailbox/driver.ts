import type { MailStore } from './store.ts'
import { textFromHtml } from './text-part.ts'

const AUTH_SENDER = { Name: 'Teamboard (local)', Address: 'noreply@teamboard.local' }

export type AuthMail = { to: string; subject: string; text?: string; html?: string }

/**
 * lite's `EmailDriver` seam: auth emails go straight into the mailbox (rather than through our
 * own SMTP port) so a message is stored before lite answers the request that sent it — tests can
 * read it at once, without polling. `rewrite` fixes lite's links first (auth/email-flows.ts);
 * the text part is then made from the HTML (text-part.ts).
 */
export function createMailboxEmailDriver(
  store: MailStore,
  rewrite: (mail: AuthMail) => AuthMail = (mail) => mail,
) {
  return {
    send(mail: AuthMail): Promise<void> {
      // Stores at once, as before; the executor turns a throw (e.g. in rewrite) into a rejection.
      return new Promise((resolve) => {
        const { to, subject, text, html } = rewrite(mail)
        const plain = html ? textFromHtml(html) : text
        store.add({
          from: AUTH_SENDER,
          to: [{ Name: '', Address: to }],
          subject,
          text: plain,
          html,
        })
        resolve()
      })
    },
  }
}
