import { createClient } from '@supabase/supabase-js'
import type { TypedSupabaseClient } from '../src/clients/types.js'
import type { Result } from '../src/result.js'
import type { Database } from '../src/types/database.js'

/** The part of @teamboard/local-supabase the realtime tests use. */
interface LocalSupabase {
  url: string
  publishableKey: string
  serviceClient: TypedSupabaseClient
  stop(): Promise<void>
}
type Start = (options: {
  seed: boolean
  realtime: boolean
  functions: boolean
  quiet: boolean
}) => Promise<LocalSupabase>
// A non-literal specifier keeps that package's .ts sources out of this package's tsc run.
const localSupabase: string = '@teamboard/local-supabase'
const { startLocalSupabase } = (await import(localSupabase)) as { startLocalSupabase: Start }

export type User = { id: string; email: string; client: TypedSupabaseClient }
export type RealtimeBackend = Awaited<ReturnType<typeof startRealtimeBackend>>

const PASSWORD = 'Passw0rd-rt'

/**
 * The real local backend with all migrations and realtime on. `user` creates a confirmed user and
 * signs them in; `signIn` opens another session (a second tab). Each session has its own client
 * with its realtime socket authorised; `stop` closes their channels before the backend.
 */
export async function startRealtimeBackend() {
  const backend = await startLocalSupabase({
    seed: false,
    realtime: true,
    functions: false,
    quiet: true,
  })
  const clients: TypedSupabaseClient[] = []

  async function signIn(email: string): Promise<User> {
    const client = createClient<Database>(backend.url, backend.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    })
    clients.push(client)
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
    if (error) throw error
    await client.realtime.setAuth(data.session.access_token)
    return { id: data.user.id, email, client }
  }

  async function user(name: string): Promise<User> {
    const email = `${name}-${crypto.randomUUID()}@example.com`
    const created = await backend.serviceClient.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { display_name: name },
    })
    if (created.error) throw created.error
    return signIn(email)
  }

  async function stop(): Promise<void> {
    await Promise.all(clients.map((client) => client.removeAllChannels()))
    await backend.stop()
  }

  return {
    url: backend.url,
    publishableKey: backend.publishableKey,
    serviceClient: backend.serviceClient,
    signIn,
    user,
    stop,
  }
}

export function unwrap<T>(result: Result<T>): T {
  if (result.error) throw new Error(result.error.code)
  return result.data
}

/** Resolves when `check` holds, polling; rejects after `ms`. */
export async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for realtime')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
