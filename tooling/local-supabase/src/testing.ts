/**
 * Helpers for tests that run against this backend (packages' integration tests, the database
 * tests, the app's e2e run): clients that never persist a session, and "a confirmed user,
 * signed in" in one call. They need only the backend's URL and keys, so an e2e worker that
 * did not start the backend itself can use them with the keys from its environment.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'

/** What the helpers need from a backend; a `LocalSupabase` fits. */
export interface BackendKeys {
  url: string
  publishableKey: string
  secretKey: string
}

/** The password `createConfirmedUser` gives unless told otherwise (letters and digits, ≥ 8). */
export const TEST_PASSWORD = 'correct-horse-42'

// Tests hold many users in one process: no storage, no timers, no URL parsing.
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}

// `any` by default so the helpers fit any generated Database type the caller passes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDatabase = any

/** A signed-out client with the publishable key. */
export function anonClient<Database = AnyDatabase>(
  backend: Pick<BackendKeys, 'url' | 'publishableKey'>,
): SupabaseClient<Database> {
  return createClient<Database>(backend.url, backend.publishableKey, clientOptions)
}

/** A client with the secret key: bypasses RLS and may call the Auth admin API. */
export function serviceClient<Database = AnyDatabase>(
  backend: Pick<BackendKeys, 'url' | 'secretKey'>,
): SupabaseClient<Database> {
  return createClient<Database>(backend.url, backend.secretKey, clientOptions)
}

export interface NewUser {
  email: string
  password?: string
  /** Becomes `user_metadata.display_name`, which the profile trigger reads. */
  displayName?: string
}

/** A user whose email is already confirmed, made through the Auth admin API; answers its id. */
export async function createConfirmedUser(
  backend: Pick<BackendKeys, 'url' | 'secretKey'>,
  { email, password = TEST_PASSWORD, displayName }: NewUser,
): Promise<string> {
  const { data, error } = await serviceClient(backend).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: displayName === undefined ? {} : { display_name: displayName },
  })
  if (error) throw new Error(`createUser(${email}) failed: ${error.message}`)
  return data.user.id
}

/** A client signed in with a password, holding a real access token. */
export async function signIn<Database = AnyDatabase>(
  backend: Pick<BackendKeys, 'url' | 'publishableKey'>,
  email: string,
  password = TEST_PASSWORD,
): Promise<SupabaseClient<Database>> {
  const client = anonClient<Database>(backend)
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`signIn(${email}) failed: ${error.message}`)
  return client
}

export interface SignedInUser<Database = AnyDatabase> {
  id: string
  email: string
  client: SupabaseClient<Database>
}

/** A confirmed user, signed in: the usual first line of a test. */
export async function createSignedInUser<Database = AnyDatabase>(
  backend: BackendKeys,
  user: NewUser,
): Promise<SignedInUser<Database>> {
  const id = await createConfirmedUser(backend, user)
  const client = await signIn<Database>(backend, user.email, user.password)
  return { id, email: user.email, client }
}

let counter = 0

/** An address no other test in this process uses, readable in failures: `ada-3-lx2k@example.com`. */
export function uniqueEmail(tag: string): string {
  const slug = tag.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')
  return `${slug}-${counter++}-${Date.now().toString(36)}@example.com`
}
