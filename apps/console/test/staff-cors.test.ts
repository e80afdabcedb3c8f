import { startLocalSupabase, type LocalSupabase } from '@teamboard/local-supabase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessToken, person } from './harness.ts'

// The staff function answers CORS only for the origins it is given (CONSOLE_ORIGINS). Unset — a
// production project where nobody ran `supabase secrets set CONSOLE_ORIGINS=…` — it answers no
// cross-origin request at all, not even from the console's development origins. `./run dev`
// names the dev console's origin in supabase/config.toml ([edge_runtime.secrets]).
const DEV_CONSOLE = 'http://localhost:5180'

async function preflight(backend: LocalSupabase, origin: string) {
  const response = await fetch(`${backend.url}/functions/v1/staff`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
    },
  })
  await response.body?.cancel()
  return response.headers.get('access-control-allow-origin')
}

/** A signed-in customer's call: it reaches the function (past the JWT gate), which refuses it. */
async function post(backend: LocalSupabase, origin: string) {
  const token = await accessToken(await person(backend, 'cors'))
  const response = await fetch(`${backend.url}/functions/v1/staff`, {
    method: 'POST',
    headers: {
      Origin: origin,
      Authorization: `Bearer ${token}`,
      apikey: backend.publishableKey,
      'content-type': 'application/json',
    },
    body: '{}',
  })
  expect(response.status).toBe(403)
  await response.body?.cancel()
  return response.headers.get('access-control-allow-origin')
}

describe('with CONSOLE_ORIGINS unset', () => {
  let backend: LocalSupabase
  beforeAll(async () => {
    backend = await startLocalSupabase({
      seed: false,
      realtime: false,
      quiet: true,
      functionSecrets: { CONSOLE_ORIGINS: undefined },
    })
  }, 120_000)
  afterAll(async () => {
    await backend?.stop()
  })

  it('answers no cross-origin request, from the dev console or anywhere else', async () => {
    for (const origin of [DEV_CONSOLE, 'http://127.0.0.1:4180', 'https://support.example.com']) {
      expect(await preflight(backend, origin)).toBeNull()
      expect(await post(backend, origin)).toBeNull()
    }
  })
})

describe('as `./run dev` starts it (supabase/config.toml)', () => {
  let backend: LocalSupabase
  beforeAll(async () => {
    backend = await startLocalSupabase({ seed: false, realtime: false, quiet: true })
  }, 120_000)
  afterAll(async () => {
    await backend?.stop()
  })

  it('allows the dev console and nothing else', async () => {
    expect(backend.config.edge_runtime?.secrets?.CONSOLE_ORIGINS?.split(',')).toContain(DEV_CONSOLE)
    expect(await preflight(backend, DEV_CONSOLE)).toBe(DEV_CONSOLE)
    expect(await post(backend, DEV_CONSOLE)).toBe(DEV_CONSOLE)
    expect(await preflight(backend, 'https://support.example.com')).toBeNull()
  })
})
