import { afterAll, beforeAll, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import { anonClient, FIXTURES, startTestBackend, uniqueEmail } from './backend.ts'

// GoTrue renders `{{ .RedirectTo }}` as the request's redirect_to when the allow-list accepts it
// (site_url otherwise); lite 0.10 always rendered site_url, so a second app's magic link landed in
// the first app.
let backend: LocalSupabase
beforeAll(async () => {
  backend = await startTestBackend({ configPath: `${FIXTURES}redirect-template/config.toml` })
})
afterAll(() => backend?.stop())

async function linkTarget(emailRedirectTo?: string): Promise<string> {
  const email = uniqueEmail('redirect')
  await backend.serviceClient.auth.admin.createUser({ email, email_confirm: true })
  const { error } = await anonClient(backend).auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, ...(emailRedirectTo ? { emailRedirectTo } : {}) },
  })
  expect(error).toBeNull()
  const html = (await backend.mailbox.latestTo(email))?.HTML ?? ''
  const href = /href="([^"]+)"/.exec(html)?.[1] ?? ''
  return href.split('?')[0] ?? ''
}

it('renders {{ .RedirectTo }} as the allowed redirect, else site_url', async () => {
  expect(await linkTarget('http://localhost:5180')).toBe('http://localhost:5180/auth/confirm')
  expect(await linkTarget()).toBe('http://localhost:3000/auth/confirm')
  expect(await linkTarget('https://evil.example')).toBe('http://localhost:3000/auth/confirm')
})
