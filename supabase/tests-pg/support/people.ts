import { randomUUID } from 'node:crypto'
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
export function claimsOf(user: User | null): string {
  return JSON.stringify(
    user
      ? { sub: user.id, role: 'authenticated', email: user.email, aud: 'authenticated' }
      : { role: 'anon' },
  )
}

/** Opens a transaction on `client` as `user` (anon for null), as PostgREST does per request. */
export async function begin(client: pg.ClientBase, user: User | null): Promise<void> {
  await client.query('begin')
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

export type Outcome = { ok: true } | { ok: false; code: string }

/** 'ok', the product's code (P0001's message) or the SQLSTATE of whatever else went wrong. */
export function codeOf(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string }
  return code === 'P0001' ? (message ?? code) : (code ?? String(error))
}

export async function outcome(work: Promise<unknown>): Promise<string> {
  try {
    await work
    return 'ok'
  } catch (error) {
    return codeOf(error)
  }
}

let slugs = 0

/** A workspace owned by `owner`, joined by the others through real invitations. */
export async function createTeam(
  pool: pg.Pool,
  owner: User,
  others: [User, 'owner' | 'admin' | 'member'][] = [],
): Promise<string> {
  const slug = `team-${process.pid}-${slugs++}-${Date.now().toString(36)}`
  const [ws] = await query<{ id: string }>(pool, owner, 'select id from public.create_workspace($1, $2)', [
    'Team',
    slug,
  ])
  const id = ws!.id
  for (const [user, role] of others) {
    const token = await invite(pool, owner, id, user.email, role === 'owner' ? 'admin' : role)
    await query(pool, user, 'select public.accept_invitation($1)', [token])
    if (role === 'owner')
      await query(pool, owner, 'select public.change_member_role($1, $2, $3)', [id, user.id, 'owner'])
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
