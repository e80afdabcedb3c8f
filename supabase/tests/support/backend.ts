import { startLocalSupabase, type LocalSupabase } from '@teamboard/local-supabase'
import * as testing from '@teamboard/local-supabase/testing'
import type { SignedInUser } from '@teamboard/local-supabase/testing'
import type { Database, TypedSupabaseClient } from '@teamboard/supabase'
import { afterAll, beforeAll } from 'vitest'

export type { LocalSupabase }

/** One in-memory backend per test file, with the product's migrations and no seed. */
export function startBackend(): Promise<LocalSupabase> {
  return startLocalSupabase({ seed: false, realtime: false, functions: false, quiet: true })
}

export function anonClient(backend: LocalSupabase): TypedSupabaseClient {
  return testing.anonClient<Database>(backend)
}

export function serviceClient(backend: LocalSupabase): TypedSupabaseClient {
  return testing.serviceClient<Database>(backend)
}

export type TestUser = SignedInUser<Database>

/** A confirmed user (admin API) signed in through supabase-js with a real access token. */
export function createUser(backend: LocalSupabase, name: string): Promise<TestUser> {
  return testing.createSignedInUser<Database>(backend, {
    email: testing.uniqueEmail(name),
    displayName: name,
  })
}

/** Several users at once, in the order of `names`. */
export async function createUsers<const Names extends readonly string[]>(
  backend: LocalSupabase,
  names: Names,
): Promise<{ [K in keyof Names]: TestUser }> {
  return (await Promise.all(names.map((name) => createUser(backend, name)))) as {
    [K in keyof Names]: TestUser
  }
}

/**
 * One backend for the test file with `names` signed in: started before its tests (handed to
 * `ready`, e.g. to fill the file's variables) and stopped after them.
 */
export function useBackend<const Names extends readonly string[]>(
  names: Names,
  ready: (backend: LocalSupabase, users: { [K in keyof Names]: TestUser }) => void,
): void {
  let backend: LocalSupabase | undefined
  beforeAll(async () => {
    backend = await startBackend()
    ready(backend, await createUsers(backend, names))
  }, 60_000)
  afterAll(async () => {
    await backend?.stop()
  })
}

/**
 * Runs SQL as the superuser with triggers and foreign keys off, to put bulk rows in place
 * (e.g. 49 members) without going through the limits the test is about to hit.
 */
export async function sqlBypassingTriggers(backend: LocalSupabase, text: string): Promise<void> {
  await backend.sql(
    `set session_replication_role = replica; ${text}; set session_replication_role = origin;`,
  )
}

export const NIL_UUID = '00000000-0000-0000-0000-000000000000'
