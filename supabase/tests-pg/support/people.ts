import { randomUUID } from 'node:crypto'
import { toAppError } from '@teamboard/supabase/errors'
import type pg from 'pg'

// Acting as a signed-in user on plain SQL, the way PostgREST runs a request: one transaction,
// `set local role authenticated` and the JWT's claims in `request.jwt.claims` (which auth.uid()
// reads), then the statement. Product refusals are `raise … using errcode = 'P0001'` with the
// catalogue code as the message (private.fail), so `outcome()` reports that code.

export type User = { id: string; email: string; name: string }

export async function createUser(pool: pg.Pool, name: string): Promise<User> {
  const id = randomUUID()
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${id.slice(0, 8)}@example.com`
  // What the auth server writes for a confirmed sign-up (the profile comes from the trigger).
  await pool.query(
    `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, now(),
       '{"provider":"email","providers":["email"]}', jsonb_build_object('display_name', $3::text), now(), now())`,
    [id, email, name],
  )
  return { id, email, name }
}

export function createUsers(pool: pg.Pool, names: string[]): Promise<User[]> {
  return Promise.all(names.map((name) => createUser(pool, name)))
}

/** Claims of an access token for `user` (null: the anon key). */
function claimsOf(user: User | null): string {
  return JSON.stringify(
    user
      ? { sub: user.id, role: 'authenticated', email: user.email, aud: 'authenticated' }
      : { role: 'anon' },
  )
}

/** The auth server's own role (owner of auth.users): how the admin API deletes a user. */
export const AUTH_SERVER = 'supabase_auth_admin'

/**
 * Opens a transaction on `client` as `user` (anon for null), as PostgREST does per request, or as
 * the auth server.
 */
export async function begin(
  client: pg.ClientBase,
  user: User | null | typeof AUTH_SERVER,
): Promise<void> {
  await client.query('begin')
  if (user === AUTH_SERVER) {
    await client.query(`set local role ${AUTH_SERVER}`)
    return
  }
  await client.query(`set local role ${user ? 'authenticated' : 'anon'}`)
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [claimsOf(user)])
}

/** Runs `fn` in one transaction as `user`; rolls back and rethrows on error. */
export async function as<T>(
  pool: pg.Pool,
  user: User | null,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  try {
    await begin(client, user)
    const result = await fn(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/** One statement as `user`, its rows. */
export function query<R extends pg.QueryResultRow = Record<string, unknown>>(
  pool: pg.Pool,
  user: User | null,
  text: string,
  params: unknown[] = [],
): Promise<R[]> {
  return as(pool, user, async (client) => (await client.query<R>(text, params)).rows)
}

/** 'ok', the product's code (P0001's message) or the SQLSTATE of whatever else went wrong. */
export function codeOf(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string }
  return code === 'P0001' ? (message ?? code) : (code ?? String(error))
}

/**
 * Each outcome of `simultaneously` as the app reports it: a raw SQLSTATE goes through
 * `toAppError` with the message and detail PostgREST would pass on ('ok' and product codes stay).
 */
export function asTheAppSees(outcomes: string[], errors: Map<number, unknown>): string[] {
  return outcomes.map((code, i) => {
    const error = errors.get(i) as { code?: string; message?: string; detail?: string } | undefined
    if (!error || code === 'ok' || !/^\w{5}$/.test(code)) return code
    return toAppError({
      code: error.code,
      message: error.message ?? '',
      details: error.detail ?? null,
      hint: null,
    }).code
  })
}

let slugs = 0

/** A workspace owned by `owner`, joined by the others through real invitations. */
export async function createTeam(
  pool: pg.Pool,
  owner: User,
  others: [User, 'owner' | 'admin' | 'member'][] = [],
): Promise<string> {
  const slug = `team-${process.pid}-${slugs++}-${Date.now().toString(36)}`
  const [ws] = await query<{ id: string }>(
    pool,
    owner,
    'select id from public.create_workspace($1, $2)',
    ['Team', slug],
  )
  const id = ws!.id
  for (const [user, role] of others) {
    const token = await invite(pool, owner, id, user.email, role === 'owner' ? 'admin' : role)
    await query(pool, user, 'select public.accept_invitation($1)', [token])
    if (role === 'owner')
      await query(pool, owner, 'select public.change_member_role($1, $2, $3)', [
        id,
        user.id,
        'owner',
      ])
  }
  return id
}

/** Issues an invitation as `inviter`; the plain token. */
export async function invite(
  pool: pg.Pool,
  inviter: User,
  workspaceId: string,
  email: string,
  role: 'admin' | 'member' = 'member',
): Promise<string> {
  const [row] = await query<{ token: string }>(
    pool,
    inviter,
    'select token from public.create_invitation($1, $2, $3)',
    [workspaceId, email, role],
  )
  return row!.token
}

export type Attempt = { user: User | null | typeof AUTH_SERVER; text: string; params?: unknown[] }

/**
 * Runs each attempt on its own connection at the same moment: every transaction is opened (role
 * and claims set) first, then all statements are sent together, so they overlap on the server and
 * only its locks and constraints decide. Each commits right after its statement. The outcomes
 * come back in the attempts' order.
 */
export async function simultaneously(
  pool: pg.Pool,
  attempts: Attempt[],
  errors = new Map<number, unknown>(),
): Promise<string[]> {
  const clients = await Promise.all(attempts.map(() => pool.connect()))
  try {
    await Promise.all(clients.map((client, i) => begin(client, attempts[i]!.user)))
    return await Promise.all(
      clients.map(async (client, i) => {
        const { text, params = [] } = attempts[i]!
        try {
          await client.query(text, params)
          await client.query('commit')
          return 'ok'
        } catch (error) {
          await client.query('rollback').catch(() => {})
          errors.set(i, error)
          return codeOf(error)
        }
      }),
    )
  } finally {
    for (const client of clients) client.release()
  }
}

/** How many of `outcomes` are each code, e.g. `{ ok: 1, last_owner: 1 }`. */
export function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const code of outcomes) counts[code] = (counts[code] ?? 0) + 1
  return counts
}

/**
 * An attachment's upload as the app makes it (supabase/README.md): start_attachment_upload as the
 * user, then the object the Storage API stores for them (binary, 5 bytes). Returns its path,
 * which the user's insert into attachments then registers.
 */
export async function uploadObject(pool: pg.Pool, user: User, taskId: string, name: string) {
  const [row] = await query<{ path: string }>(
    pool,
    user,
    `select public.start_attachment_upload($1, $2, 5, 'application/octet-stream') as path`,
    [taskId, name],
  )
  await pool.query(
    `insert into storage.objects (bucket_id, name, owner_id, metadata)
     values ('attachments', $1, $2, '{"size": 5, "mimetype": "application/octet-stream"}')`,
    [row!.path, user.id],
  )
  return row!.path
}

/** Registers an uploaded object as `user` (the app's insert into attachments); its id. */
export async function registerAttachment(pool: pg.Pool, user: User, taskId: string, path: string) {
  const [row] = await query<{ id: string }>(pool, user, REGISTER_SQL, [taskId, path])
  return row!.id
}

export const REGISTER_SQL = `insert into public.attachments (task_id, object_path, file_name, size_bytes, mime_type)
  values ($1, $2, 'file.bin', 5, 'application/octet-stream') returning id`
