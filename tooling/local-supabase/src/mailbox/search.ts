import type { Address, MailMessage } from './store.ts'

type Term = { field: string | null; value: string; negate: boolean }

/** Tokenises a Mailpit search query: `to:a@b.c subject:"Reset password" -from:x hello`. */
function parseQuery(query: string): Term[] {
  const terms: Term[] = []
  for (const match of query.matchAll(/(-?)(?:(\w+):)?(?:"([^"]*)"|(\S+))/g)) {
    const value = (match[3] ?? match[4] ?? '').toLowerCase()
    if (value)
      terms.push({ negate: match[1] === '-', field: match[2]?.toLowerCase() ?? null, value })
  }
  return terms
}

const addresses = (list: Address[]) =>
  list.map((a) => `${a.Name} <${a.Address}>`.toLowerCase()).join(' ')

function matches(message: MailMessage, { field, value }: Term): boolean {
  switch (field) {
    case 'to':
      return addresses([...message.To, ...message.Cc, ...message.Bcc]).includes(value)
    case 'from':
      return addresses([message.From]).includes(value)
    case 'subject':
      return message.Subject.toLowerCase().includes(value)
    case 'is':
      return value === 'read' ? message.Read : value === 'unread' ? !message.Read : false
    default:
      return [message.Subject, message.Text, message.HTML, addresses([message.From, ...message.To])]
        .join('\n')
        .toLowerCase()
        .includes(field ? `${field}:${value}` : value)
  }
}

export function search(messages: MailMessage[], query: string): MailMessage[] {
  const terms = parseQuery(query)
  return messages.filter((message) => terms.every((term) => matches(message, term) !== term.negate))
}
