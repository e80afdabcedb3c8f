import { json } from '../errors.ts'
import { renderInbox, renderMessage } from './html.ts'
import { search } from './search.ts'
import type { MailMessage, MailStore } from './store.ts'

function summary(message: MailMessage) {
  const { Text, HTML: _html, Raw: _raw, Attachments, ...rest } = message
  return {
    ...rest,
    InReplyTo: '',
    Tags: [],
    Username: '',
    Attachments: Attachments.length,
    Snippet: Text.replace(/\s+/g, ' ').trim().slice(0, 250),
  }
}

function detail(message: MailMessage) {
  const { Raw: _raw, Created, ...rest } = message
  return {
    ...rest,
    Date: Created,
    ReturnPath: message.From.Address,
    Tags: [],
    Username: '',
    Inline: [],
    ListUnsubscribe: { Header: '', Links: [], Errors: '', HeaderPost: '' },
  }
}

function page(all: MailMessage[], matched: MailMessage[], url: URL) {
  const start = Math.max(0, Number(url.searchParams.get('start') ?? 0) || 0)
  const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 50) || 50)
  const slice = matched.slice(start, start + limit)
  const unread = all.filter((m) => !m.Read).length
  return {
    total: all.length,
    unread,
    count: slice.length,
    messages_count: matched.length,
    messages_unread: matched.filter((m) => !m.Read).length,
    start,
    tags: [],
    messages: slice.map(summary),
  }
}

async function idsFrom(request: Request): Promise<string[] | undefined> {
  const text = await request.text()
  if (!text.trim()) return undefined
  const body = JSON.parse(text) as { IDs?: unknown }
  return Array.isArray(body.IDs) ? body.IDs.map(String) : undefined
}

/** Mailpit-compatible HTTP API (the subset Supabase tooling and our tests use) plus an inbox page. */
export async function handleMailbox(store: MailStore, request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const method = request.method
  try {
    if (path === '/api/v1/messages' && method === 'GET')
      return json(page(store.list(), store.list(), url))
    if (path === '/api/v1/messages' && method === 'DELETE') {
      store.delete(await idsFrom(request))
      return new Response('ok', { headers: { 'content-type': 'text/plain' } })
    }
    if (path === '/api/v1/search') {
      const matched = search(store.list(), url.searchParams.get('query') ?? '')
      if (method === 'DELETE') {
        store.delete(matched.map((m) => m.ID))
        return new Response('ok', { headers: { 'content-type': 'text/plain' } })
      }
      return json(page(store.list(), matched, url))
    }
    const one = /^\/(?:api\/v1\/message|view)\/([^/]+)(\/raw)?$/.exec(path)
    if (one && method === 'GET') {
      const message = store.get(decodeURIComponent(one[1] ?? ''))
      if (!message) return json({ error: 'message not found' }, 404)
      message.Read = true
      if (path.startsWith('/view/')) return html(renderMessage(message))
      if (one[2])
        return new Response(message.Raw ?? `Subject: ${message.Subject}\r\n\r\n${message.Text}`, {
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        })
      return json(detail(message))
    }
    if (path === '/api/v1/info')
      return json({
        Version: 'teamboard-local-supabase',
        Messages: store.list().length,
        Unread: store.list().filter((m) => !m.Read).length,
      })
    if (path === '/' && method === 'GET') return html(renderInbox(store.list()))
    return json({ error: 'not found' }, 404)
  } catch (error) {
    return json({ error: error instanceof SyntaxError ? 'invalid JSON body' : 'bad request' }, 400)
  }
}

function html(body: string): Response {
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } })
}
