import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import { FIXTURES, anonClient, startTestBackend, uniqueEmail } from './backend.ts'

// A project laid out like the repo (`<root>/supabase/config.toml`, templates under the root) so
// `content_path` resolves the way the Supabase CLI resolves it.
let root: string
let backend: LocalSupabase
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'local-supabase-templates-'))
  await mkdir(path.join(root, 'supabase', 'templates'), { recursive: true })
  await writeFile(
    path.join(root, 'supabase', 'templates', 'confirmation.html'),
    '<a href="{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&amp;type=signup">Confirm {{ .Email }}</a>',
  )
  const config = await readFile(path.join(FIXTURES, 'config.toml'), 'utf8')
  await writeFile(
    path.join(root, 'supabase', 'config.toml'),
    `${config}\n[auth.email.template.confirmation]\nsubject = "Welcome, confirm"\ncontent_path = "./supabase/templates/confirmation.html"\n\n[auth.email.template.reauthentication]\nsubject = "Code"\ncontent_path = "./supabase/templates/missing.html"\n`,
  )
  backend = await startTestBackend({ configPath: path.join(root, 'supabase', 'config.toml') })
})
afterAll(async () => {
  await backend?.stop()
  await rm(root, { recursive: true, force: true })
})

describe('auth from a browser on another origin', () => {
  it('answers preflights with the requested headers and every response with an allowed origin', async () => {
    const preflight = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3100',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,x-client-info',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'apikey,authorization,content-type,x-client-info',
    )
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')

    const refused = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        origin: 'http://127.0.0.1:3100',
        apikey: backend.publishableKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: uniqueEmail('cors'), password: 'wrong-password-1' }),
    })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('[auth.email.template.*]', () => {
  it('sends the project template (subject and HTML) with the token hash filled in', async () => {
    const email = uniqueEmail('template')
    const { error } = await anonClient(backend).auth.signUp({ email, password: 'correct-horse-1' })
    expect(error).toBeNull()
    const message = await backend.mailbox.latestTo(email)
    expect(message?.Subject).toBe('Welcome, confirm')
    expect(message?.HTML).toMatch(
      new RegExp(
        `^<a href="http://localhost:3000/auth/confirm\\?token_hash=[0-9a-f]{40,}&amp;type=signup">Confirm ${email}</a>$`,
      ),
    )
  })
})
