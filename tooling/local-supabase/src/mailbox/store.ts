import { randomBytes } from 'node:crypto'

export type Address = { Name: string; Address: string }

/** A caught email, with Mailpit's field names so the HTTP API can return it as is. */
export type MailMessage = {
  ID: string
  MessageID: string
  From: Address
  To: Address[]
  Cc: Address[]
  Bcc: Address[]
  ReplyTo: Address[]
  Subject: string
  Created: string
  Text: string
  HTML: string
  Size: number
  Read: boolean
  Attachments: { FileName: string; ContentType: string; Size: number }[]
  Raw?: string
}

export type NewMail = {
  from?: Address
  to: Address[]
  cc?: Address[]
  bcc?: Address[]
  replyTo?: Address[]
  subject?: string
  text?: string
  html?: string
  messageId?: string
  attachments?: MailMessage['Attachments']
  raw?: string
}

export type MailStore = ReturnType<typeof createMailStore>

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Mailpit-style 22-character id. */
function newId(): string {
  return Array.from(randomBytes(22), (byte) => BASE62[byte % 62]).join('')
}

/** In-memory mailbox shared by auth emails and SMTP; newest first, like Mailpit. */
export function createMailStore({ limit = 1000 } = {}) {
  let messages: MailMessage[] = []
  const listeners = new Set<(message: MailMessage) => void>()

  return {
    add(mail: NewMail): MailMessage {
      const id = newId()
      const text = mail.text ?? ''
      const html = mail.html ?? ''
      const message: MailMessage = {
        ID: id,
        MessageID: mail.messageId ?? `${id}@mailbox.local`,
        From: mail.from ?? { Name: '', Address: '' },
        To: mail.to,
        Cc: mail.cc ?? [],
        Bcc: mail.bcc ?? [],
        ReplyTo: mail.replyTo ?? [],
        Subject: mail.subject ?? '',
        Created: new Date().toISOString(),
        Text: text,
        HTML: html,
        Size: mail.raw?.length ?? Buffer.byteLength(text) + Buffer.byteLength(html),
        Read: false,
        Attachments: mail.attachments ?? [],
        Raw: mail.raw,
      }
      messages = [message, ...messages].slice(0, limit)
      for (const listener of listeners) listener(message)
      return message
    },
    list(): MailMessage[] {
      return messages
    },
    get(id: string): MailMessage | undefined {
      return id === 'latest' ? messages[0] : messages.find((message) => message.ID === id)
    },
    delete(ids?: string[]): void {
      messages =
        ids && ids.length > 0 ? messages.filter((message) => !ids.includes(message.ID)) : []
    },
    onMessage(listener: (message: MailMessage) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
