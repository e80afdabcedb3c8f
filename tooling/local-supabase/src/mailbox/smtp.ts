import PostalMime, { type Address as MimeAddress } from 'postal-mime'
import { SMTPServer } from 'smtp-server'
import type { Log } from '../log.ts'
import type { Address, MailStore } from './store.ts'

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024

function flatten(list: MimeAddress[] | undefined): Address[] {
  return (list ?? []).flatMap((entry) =>
    entry.group
      ? entry.group.map((m) => ({ Name: m.name, Address: m.address }))
      : [{ Name: entry.name, Address: entry.address }],
  )
}

/**
 * Local SMTP catcher (like Mailpit's port 54325): accepts any sender, recipient and credentials,
 * over plain TCP on loopback only, and files every message into the shared mailbox.
 */
export function createSmtpServer(store: MailStore, log: Log): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'local' })
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(
            Object.assign(new Error('Message exceeds the 25 MiB limit'), { responseCode: 552 }),
          )
          return
        }
        const raw = Buffer.concat(chunks)
        PostalMime.parse(raw)
          .then((email) => {
            const envelopeTo = session.envelope.rcptTo.map((r) => ({
              Name: '',
              Address: r.address,
            }))
            const to = flatten(email.to)
            const cc = flatten(email.cc)
            const listed = new Set([...to, ...cc].map((a) => a.Address.toLowerCase()))
            const mailFrom = session.envelope.mailFrom
            store.add({
              from: flatten(email.from ? [email.from] : undefined)[0] ?? {
                Name: '',
                Address: mailFrom ? mailFrom.address : '',
              },
              to: to.length > 0 ? to : envelopeTo,
              cc,
              bcc: envelopeTo.filter((a) => !listed.has(a.Address.toLowerCase())),
              replyTo: flatten(email.replyTo),
              subject: email.subject,
              text: email.text,
              html: email.html,
              messageId: email.messageId?.replace(/^<|>$/g, ''),
              attachments: email.attachments.map((a) => ({
                FileName: a.filename ?? '',
                ContentType: a.mimeType,
                Size: typeof a.content === 'string' ? a.content.length : a.content.byteLength,
              })),
              raw: raw.toString('utf8'),
            })
            callback()
          })
          .catch((error: unknown) => {
            log.warn('could not parse an SMTP message', error)
            callback(Object.assign(new Error('Message could not be parsed'), { responseCode: 554 }))
          })
      })
    },
  })
}
