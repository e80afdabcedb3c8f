import { createClient } from '@supabase/supabase-js'
import { startLocalSupabase, type LocalSupabase } from '@teamboard/local-supabase'
import type { Database, TypedSupabaseClient } from '@teamboard/supabase'

export type { LocalSupabase }

/** One in-memory backend per test file, with the product's migrations and no seed. */
export function startBackend(): Promise<LocalSupabase> {
  return startLocalSupabase({ seed: false, realtime: false, functions: false, quiet: true })
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}

export function anonClient(backend: LocalSupabase): TypedSupabaseClient {
  return createClient<Database>(backend.url, backend.publishableKey, clientOptions)
}

export function serviceClient(backend: LocalSupabase): TypedSupabaseClient {
  return createClient<Database>(backend.url, backend.secretKey, clientOptions)
}

export type TestUser = { id: string; email: string; client: TypedSupabaseClient }

let counter = 0

/** A confirmed user (admin API) signed in through supabase-js with a real access token. */
export async function createUser(backend: LocalSupabase, name: string): Promise<TestUser> {
  const email = `${name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-${counter++}@example.com`
  const password = 'correct-horse-1'
  const created = await backend.serviceClient.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { display_name: name },
  })
  if (created.error) throw created.error
  const client = anonClient(backend)
  const signedIn = await client.auth.signInWithPassword({ email, password })
  if (signedIn.error) throw signedIn.error
  return { id: signedIn.data.user.id, email, client }
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
 * Runs SQL as the superuser with triggers and foreign keys off, to put bulk rows in place
 * (e.g. 49 members) without going through the limits the test is about to hit.
 */
export async function sqlBypassingTriggers(backend: LocalSupabase, text: string): Promise<void> {
  await backend.sql(
    `set session_replication_role = replica; ${text}; set session_replication_role = origin;`,
  )
}

export const NIL_UUID = '00000000-0000-0000-0000-000000000000'
