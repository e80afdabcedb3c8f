import type { MailMessage } from './store.ts'

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta http-equiv="refresh" content="${title === 'Mailbox' ? 5 : 3600}">
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;width:100%}
td,th{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd}tr.unread td{font-weight:600}
a{color:#2563eb}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}iframe{width:100%;height:60vh;border:1px solid #ddd}</style>
</head><body>${body}</body></html>`

/** The inbox page on the mailbox port: newest first, refreshes itself every few seconds. */
export function renderInbox(messages: MailMessage[]): string {
  const rows = messages
    .map(
      (
        m,
      ) => `<tr class="${m.Read ? '' : 'unread'}"><td>${escape(m.Created.replace('T', ' ').slice(0, 19))}</td>
<td>${escape(m.To.map((a) => a.Address).join(', '))}</td><td><a href="/view/${m.ID}">${escape(m.Subject || '(no subject)')}</a></td></tr>`,
    )
    .join('')
  const body = messages.length
    ? `<table><tr><th>Received (UTC)</th><th>To</th><th>Subject</th></tr>${rows}</table>`
    : '<p>No messages yet.</p>'
  return layout(
    'Mailbox',
    `<h1>Mailbox</h1><p>Every email the local backend sends lands here. API: <code>/api/v1/messages</code></p>${body}`,
  )
}

export function renderMessage(m: MailMessage): string {
  const htmlPart = m.HTML ? `<h2>HTML</h2><iframe sandbox srcdoc="${escape(m.HTML)}"></iframe>` : ''
  return layout(
    m.Subject,
    `<p><a href="/">← Inbox</a></p><h1>${escape(m.Subject || '(no subject)')}</h1>
<p>From: ${escape(m.From.Address)}<br>To: ${escape(m.To.map((a) => a.Address).join(', '))}</p>
<h2>Text</h2><pre>${escape(m.Text)}</pre>${htmlPart}`,
  )
}
