import { fileURLToPath } from 'node:url'
import { randomUUID } from 'node:crypto'
import {
  type RealtimeChannel,
  REALTIME_SUBSCRIBE_STATES,
  type SupabaseClient,
  createClient,
} from '@supabase/supabase-js'
import { type LocalSupabase, startLocalSupabase } from '../src/index.ts'

const FIXTURE_MIGRATIONS = fileURLToPath(
  new URL('./fixtures/realtime-migrations/', import.meta.url),
)

type Vsn = '1.0.0' | '2.0.0'

export interface Backend {
  url: string
  publishableKey: string
  secretKey: string
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>
  /** Several statements in one go (the simple protocol), e.g. an explicit transaction. */
  script(statements: string): Promise<void>
  /** A real user: signed up and signed in through supabase-js, so realtime carries their JWT. */
  user(options?: { vsn?: Vsn }): Promise<{ client: SupabaseClient; id: string; token: string }>
  anon(options?: { vsn?: Vsn }): SupabaseClient
  stop(): Promise<void>
}

export async function startBackend(): Promise<Backend> {
  const local: LocalSupabase = await startLocalSupabase({
    migrationsDir: FIXTURE_MIGRATIONS,
    seed: false,
    functions: false,
    quiet: true,
  })
  const clients: SupabaseClient[] = []
  function anon(options: { vsn?: Vsn } = {}) {
    const client = createClient(local.url, local.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { vsn: options.vsn ?? '2.0.0' },
    })
    clients.push(client)
    return client
  }
  return {
    url: local.url,
    publishableKey: local.publishableKey,
    secretKey: local.secretKey,
    sql: (query, params) => local.sql(query, params ?? []),
    async script(statements) {
      await local.sql(statements)
    },
    async user(options) {
      const client = anon(options)
      const email = `rt-${randomUUID()}@example.test`
      const password = 'realtime-Passw0rd'
      const signUp = await client.auth.signUp({ email, password })
      if (signUp.error || !signUp.data.user)
        throw signUp.error ?? new Error('sign-up returned no user')
      // config.toml requires email confirmation; the admin API stands in for clicking the link.
      const confirm = await local.serviceClient.auth.admin.updateUserById(signUp.data.user.id, {
        email_confirm: true,
      })
      if (confirm.error) throw confirm.error
      const signIn = await client.auth.signInWithPassword({ email, password })
      if (signIn.error) throw signIn.error
      const token = signIn.data.session.access_token
      await client.realtime.setAuth(token)
      return { client, id: signUp.data.user.id, token }
    },
    anon,
    async stop() {
      await Promise.all(clients.map((client) => client.removeAllChannels()))
      await local.stop()
    },
  }
}

/** Subscribes and resolves once the server confirmed; rejects with the server's reason. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(channel)
      else if (
        status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR ||
        status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT
      )
        reject(error ?? new Error(status))
    })
  })
}

/** Collects what a callback receives and lets a test wait for the n-th item. */
export function inbox<T>() {
  const items: T[] = []
  const waiters: { count: number; resolve: () => void }[] = []
  return {
    items,
    push(item: T) {
      items.push(item)
      for (const waiter of waiters.filter((w) => items.length >= w.count)) waiter.resolve()
    },
    async next(count = items.length + 1, timeoutMs = 5_000): Promise<T[]> {
      if (items.length < count) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`expected ${count} messages, got ${items.length}`)),
            timeoutMs,
          )
          waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) })
        })
      }
      return items
    },
  }
}

/** Silence can only be shown by waiting; tests first wait for a later message that must come after. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms))
