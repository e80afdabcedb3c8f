import nodemailer from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import { anonClient, startTestBackend, uniqueEmail } from './backend.ts'

let backend: LocalSupabase
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.stop())
beforeEach(() => backend.mailbox.clear())

const api = async <T = unknown>(path: string, init?: RequestInit) => {
  const response = await fetch(`${backend.mailbox.url}${path}`, init)
  return {
    status: response.status,
    body: (response.headers.get('content-type')?.includes('json')
      ? await response.json()
      : await response.text()) as T,
  }
}

async function sendSmtp(to: string, subject: string) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: backend.mailbox.smtpPort,
    secure: false,
    auth: { user: 'any', pass: 'thing' },
  })
  await transport.sendMail({
    from: '"Invites" <invites@teamboard.local>',
    to,
    subject,
    text: `Plain ${subject}`,
    html: `<p>${subject}</p>`,
  })
  transport.close()
}

type List = {
  total: number
  messages_count: number
  messages: { ID: string; Subject: string; To: { Address: string }[]; Snippet: string }[]
}

describe('mailbox (Mailpit-compatible)', () => {
  it('keeps mail sent over SMTP and serves it through the API', async () => {
    const to = uniqueEmail('smtp')
    await sendSmtp(to, 'You are invited')
    const list = await api<List>('/api/v1/messages')
    expect(list.body.total).toBe(1)
    expect(list.body.messages[0]).toMatchObject({
      Subject: 'You are invited',
      To: [{ Address: to }],
      Snippet: 'Plain You are invited',
    })

    const message = await api<{
      From: { Address: string; Name: string }
      Text: string
      HTML: string
    }>(`/api/v1/message/${list.body.messages[0]?.ID}`)
    expect(message.body.From).toEqual({ Name: 'Invites', Address: 'invites@teamboard.local' })
    expect(message.body.Text.trim()).toBe('Plain You are invited')
    expect(message.body.HTML).toContain('<p>You are invited</p>')
    expect((await api<string>(`/api/v1/message/${list.body.messages[0]?.ID}/raw`)).body).toContain(
      'Subject: You are invited',
    )
  })

  it('keeps every auth email in the same store, searchable by recipient', async () => {
    const to = uniqueEmail('auth')
    await anonClient(backend).auth.signUp({ email: to, password: 'correct-horse-1' })
    await sendSmtp(uniqueEmail('other'), 'Unrelated')
    const search = await api<List>(`/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`)
    expect(search.body.messages_count).toBe(1)
    expect(search.body.messages[0]?.Subject).toMatch(/confirm/i)
    expect((await backend.mailbox.latestTo(to))?.Text).toMatch(/\/auth\/v1\/verify\?token=/)
    expect((await api<List>('/api/v1/search?query=subject:"Unrelated"')).body.messages_count).toBe(
      1,
    )
  })

  it('deletes all or selected messages and answers unknown ids with 404', async () => {
    await sendSmtp(uniqueEmail(), 'one')
    await sendSmtp(uniqueEmail(), 'two')
    const [first] = (await api<List>('/api/v1/messages')).body.messages
    expect(
      (
        await api(`/api/v1/messages`, {
          method: 'DELETE',
          body: JSON.stringify({ IDs: [first?.ID] }),
        })
      ).status,
    ).toBe(200)
    expect((await api<List>('/api/v1/messages')).body.messages.map((m) => m.Subject)).toEqual([
      'one',
    ])
    expect((await api(`/api/v1/message/${first?.ID}`)).status).toBe(404)
    expect((await api('/api/v1/messages', { method: 'DELETE', body: '{broken' })).status).toBe(400)
    await api('/api/v1/messages', { method: 'DELETE' })
    expect((await api<List>('/api/v1/messages')).body.total).toBe(0)
  })

  it('shows an HTML inbox', async () => {
    await sendSmtp(uniqueEmail(), 'Visible <subject>')
    const page = await api<string>('/')
    expect(page.body).toContain('Visible &lt;subject&gt;')
    const id = (await api<List>('/api/v1/messages')).body.messages[0]?.ID
    expect((await api<string>(`/view/${id}`)).body).toContain('Plain Visible &lt;subject&gt;')
  })
})
