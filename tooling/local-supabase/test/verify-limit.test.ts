import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import { anonClient, signedInClient, startTestBackend } from './backend.ts'

// docs/security-first-run.md, 12.6: an email code is one of 10⁶ and its link's token_hash is sha256(email + code), so
// verification attempts must be limited, as GoTrue limits them (429 over_request_rate_limit).
// Its own backend: the limit is per client address, and this file uses it up.

let backend: LocalSupabase
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.stop())

async function codeFor(email: string) {
  const { data, error } = await backend.serviceClient.auth.admin.generateLink({
    type: 'magiclink',
    email,
  })
  if (error) throw error
  return data.properties
}

describe('12.6 email OTP verification attempt limit', () => {
  it('after 30 wrong codes even the right one is refused with 429, link or code', async () => {
    const { email } = await signedInClient(backend)
    const { email_otp: code, hashed_token: tokenHash } = await codeFor(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const client = anonClient(backend)
    for (let attempt = 0; attempt < 30; attempt++) {
      const guess = await client.auth.verifyOtp({ email, token: wrong, type: 'email' })
      expect(guess.error?.status).not.toBe(429)
      expect(guess.data.session).toBeNull()
    }
    const right = await client.auth.verifyOtp({ email, token: code, type: 'email' })
    expect(right.data.session).toBeNull()
    expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    const link = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'email' })
    expect(link.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
  })
})
