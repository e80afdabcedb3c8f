import { createClient } from '@supabase/supabase-js'
import { anonClient, createConfirmedUser } from '@teamboard/local-supabase/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toAppError } from '../src/errors/index.js'
import type { Database } from '../src/types/database.js'
import { type LocalSupabase, startBackend } from './backend.js'

let backend: LocalSupabase

const client = () => anonClient<Database>(backend)

beforeAll(async () => {
  backend = await startBackend()
  await createConfirmedUser(backend, { email: 'ada@example.com', password: 'correct-horse-1' })
})
afterAll(async () => {
  await backend?.stop()
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
    const offline = createClient<Database>('http://127.0.0.1:9', backend.publishableKey, {
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
