import { fileURLToPath } from 'node:url'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toAppError } from '../src/errors/index.js'
import type { Database } from '../src/types/database.js'
import { PUBLISHABLE_KEY, startLiteBackend } from './lite-backend.js'

const migration = fileURLToPath(
  new URL('../../../supabase/migrations/20261122000100_profiles.sql', import.meta.url),
)
let backend: Awaited<ReturnType<typeof startLiteBackend>>

function client() {
  return createClient<Database>(backend.url, PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: backend.fetch },
  })
}

beforeAll(async () => {
  backend = await startLiteBackend([migration])
  await client().auth.signUp({ email: 'ada@example.com', password: 'correct-horse-1' })
})
afterAll(async () => {
  await backend?.close()
})

describe('errors from a real auth + REST backend reach the user in catalogue words', () => {
  it('a wrong password', async () => {
    const { error } = await client().auth.signInWithPassword({
      email: 'ada@example.com',
      password: 'wrong-horse-1',
    })
    expect(toAppError(error)).toEqual({
      code: 'invalid_credentials',
      message: 'Email or password is incorrect.',
    })
  })

  it('an unknown email reads the same as a wrong password', async () => {
    const { error } = await client().auth.signInWithPassword({
      email: 'nobody@example.com',
      password: 'whatever-1',
    })
    expect(toAppError(error).code).toBe('invalid_credentials')
  })

  it('a password the server finds too weak', async () => {
    const { error } = await client().auth.signUp({ email: 'weak@example.com', password: '123' })
    expect(toAppError(error)).toEqual({
      code: 'weak_password',
      message: 'Use at least 8 characters, with letters and numbers.',
    })
  })

  it('.single() on a row the user cannot see', async () => {
    const supabase = client()
    await supabase.auth.signInWithPassword({
      email: 'ada@example.com',
      password: 'correct-horse-1',
    })
    const { error } = await supabase
      .from('profiles')
      .select('id')
      .eq('id', crypto.randomUUID())
      .single()
    expect(toAppError(error)).toEqual({ code: 'not_found', message: 'Not found' })
  })

  it('the backend being unreachable', async () => {
    const offline = createClient<Database>('http://127.0.0.1:9', PUBLISHABLE_KEY, {
      auth: { persistSession: false },
    })
    const rest = await offline.from('profiles').select('id')
    expect(toAppError(rest.error).code).toBe('offline')
    const auth = await offline.auth.signInWithPassword({
      email: 'ada@example.com',
      password: 'correct-horse-1',
    })
    expect(toAppError(auth.error).code).toBe('offline')
  })
})
