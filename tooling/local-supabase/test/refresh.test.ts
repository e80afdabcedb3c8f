/**
 * Refresh-token rotation as hosted GoTrue does it (see src/auth/refresh.ts): one rotation however
 * many refreshes of one token arrive together, the live session for a token reused within
 * `refresh_token_reuse_interval` (and for the live token's parent at any time), and the whole
 * session revoked on a reuse of an older token after it.
 */
import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import { anonClient, startTestBackend, uniqueEmail } from './backend.ts'

// The repository's 10 s (the fixture config has 0), and a second backend with 1 s to outwait.
const SHORT_REUSE_SECONDS = 1
let backend: LocalSupabase
let shortReuse: LocalSupabase

beforeAll(async () => {
  ;[backend, shortReuse] = await Promise.all([
    startTestBackend({ auth: { refresh_token_reuse_interval: 10 } }),
    startTestBackend({ auth: { refresh_token_reuse_interval: SHORT_REUSE_SECONDS } }),
  ])
})
afterAll(() => Promise.all([backend?.stop(), shortReuse?.stop()]))

async function signIn(on = backend) {
  const backend = on
  const email = uniqueEmail('refresh')
  await backend.serviceClient.auth.admin.createUser({
    email,
    password: 'correct-horse-1',
    email_confirm: true,
  })
  const { data } = await anonClient(backend).auth.signInWithPassword({
    email,
    password: 'correct-horse-1',
  })
  if (!data.session) throw new Error('no session')
  return data.session
}

const refresh = (token: string, on = backend) =>
  anonClient(on).auth.refreshSession({ refresh_token: token })

async function tokensOf(accessToken: string, on = backend) {
  const backend = on
  const claims = (await backend.verifyJwt(accessToken)) as { session_id: string }
  return backend.sql<{ revoked: boolean }>(
    'select revoked from auth.refresh_tokens where session_id = $1 order by created_at',
    [claims.session_id],
  )
}

describe('refresh tokens', () => {
  it('20 refreshes of one token at once: all succeed with the same new token, one rotation', async () => {
    const session = await signIn()
    const results = await Promise.all(
      Array.from({ length: 20 }, () => refresh(session.refresh_token)),
    )
    expect(results.map((result) => result.error)).toEqual(Array(20).fill(null))
    const issued = new Set(results.map((result) => result.data.session?.refresh_token))
    expect(issued.size).toBe(1)
    expect(issued.has(session.refresh_token)).toBe(false)
    expect(await tokensOf(session.access_token)).toEqual([{ revoked: true }, { revoked: false }])
    const [live] = issued
    expect((await refresh(live!)).error).toBeNull()
  })

  it('a token reused within the interval answers with the live session, without rotating it', async () => {
    const first = await signIn()
    const second = (await refresh(first.refresh_token)).data.session!
    const third = (await refresh(second.refresh_token)).data.session!
    const reuse = await refresh(first.refresh_token)
    expect(reuse.error).toBeNull()
    expect(reuse.data.session?.refresh_token).toBe(third.refresh_token)
    expect((await refresh(third.refresh_token)).error).toBeNull()
  })

  it("the live token's parent is answered with the live token after the interval too (a dropped response)", async () => {
    const first = await signIn(shortReuse)
    const second = (await refresh(first.refresh_token, shortReuse)).data.session!
    await delay(SHORT_REUSE_SECONDS * 1000 + 300)
    const reuse = await refresh(first.refresh_token, shortReuse)
    expect(reuse.error).toBeNull()
    expect(reuse.data.session?.refresh_token).toBe(second.refresh_token)
    expect(await tokensOf(first.access_token, shortReuse)).toEqual([
      { revoked: true },
      { revoked: false },
    ])
  })

  it('an older token reused after the interval revokes the whole session', async () => {
    const first = await signIn(shortReuse)
    const second = (await refresh(first.refresh_token, shortReuse)).data.session!
    const third = (await refresh(second.refresh_token, shortReuse)).data.session!
    await delay(SHORT_REUSE_SECONDS * 1000 + 300)
    const reuse = await refresh(first.refresh_token, shortReuse)
    expect(reuse.error?.code).toBe('refresh_token_already_used')
    const live = await refresh(third.refresh_token, shortReuse)
    expect(live.error?.code).toBe('refresh_token_already_used')
    expect((await tokensOf(first.access_token, shortReuse)).every((row) => row.revoked)).toBe(true)
  })
})
