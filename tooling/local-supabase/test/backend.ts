import { fileURLToPath } from 'node:url'
import { createClient } from '@supabase/supabase-js'
import { startLocalSupabase, type LocalSupabase, type StartOptions } from '../src/index.ts'

export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url))
export const APP_URL = 'http://localhost:3000'

/** A backend on free ports with the test-only schema; realtime and functions have their own suites. */
export function startTestBackend(options: StartOptions = {}): Promise<LocalSupabase> {
  return startLocalSupabase({
    configPath: `${FIXTURES}config.toml`,
    migrationsDir: `${FIXTURES}migrations`,
    seed: false,
    realtime: false,
    functions: false,
    quiet: true,
    ...options,
  })
}

export function anonClient(backend: LocalSupabase, flowType: 'implicit' | 'pkce' = 'implicit') {
  return createClient(backend.url, backend.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
  })
}

let counter = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${counter++}@example.com`

/** A confirmed user (made with the admin API) and a client signed in as them. */
export async function signedInClient(backend: LocalSupabase, displayName = 'Tester') {
  const email = uniqueEmail()
  const password = 'correct-horse-1'
  const created = await backend.serviceClient.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { display_name: displayName },
  })
  if (created.error) throw created.error
  const client = anonClient(backend)
  const signedIn = await client.auth.signInWithPassword({ email, password })
  if (signedIn.error) throw signedIn.error
  return { client, user: signedIn.data.user, session: signedIn.data.session, email, password }
}

/** The verification link in the newest email to `email`. */
export async function linkFor(backend: LocalSupabase, email: string): Promise<URL> {
  const message = await backend.mailbox.latestTo(email)
  const link = message?.Text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0]
  if (!link) throw new Error(`no verification link in the mailbox for ${email}`)
  return new URL(link)
}

/** Follows an email link the way a browser would, up to the app's redirect target. */
export async function follow(link: URL): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' })
  const location = response.headers.get('location')
  if (response.status !== 303 || !location)
    throw new Error(`expected a 303 redirect, got ${response.status}`)
  return new URL(location)
}
