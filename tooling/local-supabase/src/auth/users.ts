import { randomUUID } from 'node:crypto'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import bcrypt from 'bcryptjs'
import { passwordHashCost } from '../env.ts'

type Queryable = Pick<PGlite | Transaction, 'query'>
type Row = Record<string, unknown>

// Timestamps arrive as text on lite's connection (timestamps.ts), as Dates on a plain PGlite.
const iso = (value: unknown) =>
  value instanceof Date || (typeof value === 'string' && value)
    ? new Date(value).toISOString()
    : undefined
const object = (value: unknown): Record<string, unknown> =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Record<string, unknown>

/** GoTrue's user JSON (what `supabase.auth.admin.*` returns), built from auth.users + identities. */
function toUserJson(user: Row, identities: Row[]) {
  const banned = user.banned_until ? iso(user.banned_until) : undefined
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    phone: user.phone ?? '',
    ...(user.email_confirmed_at ? { email_confirmed_at: iso(user.email_confirmed_at) } : {}),
    ...(user.confirmed_at ? { confirmed_at: iso(user.confirmed_at) } : {}),
    ...(user.invited_at ? { invited_at: iso(user.invited_at) } : {}),
    ...(user.confirmation_sent_at ? { confirmation_sent_at: iso(user.confirmation_sent_at) } : {}),
    ...(user.recovery_sent_at ? { recovery_sent_at: iso(user.recovery_sent_at) } : {}),
    ...(user.email_change ? { new_email: user.email_change } : {}),
    ...(user.last_sign_in_at ? { last_sign_in_at: iso(user.last_sign_in_at) } : {}),
    ...(banned ? { banned_until: banned } : {}),
    app_metadata: object(user.raw_app_meta_data),
    user_metadata: object(user.raw_user_meta_data),
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: object(identity.identity_data),
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at ?? identity.created_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      ...(identity.email ? { email: identity.email } : {}),
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: Boolean(user.is_anonymous),
  }
}

export type UserJson = ReturnType<typeof toUserJson>

export async function findUser(
  db: Queryable,
  where: { id?: string; email?: string },
): Promise<UserJson | null> {
  const { rows } = where.id
    ? await db.query<Row>('select * from auth.users where id = $1 and deleted_at is null', [
        where.id,
      ])
    : await db.query<Row>(
        'select * from auth.users where lower(email) = lower($1) and deleted_at is null',
        [where.email],
      )
  const user = rows[0]
  if (!user) return null
  const identities = await db.query<Row>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  )
  return toUserJson(user, identities.rows)
}

export async function listUsers(db: Queryable, page: number, perPage: number) {
  const total =
    (
      await db.query<{ n: number }>(
        'select count(*)::int as n from auth.users where deleted_at is null',
      )
    ).rows[0]?.n ?? 0
  const users = await db.query<Row>(
    'select * from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  )
  const identities = await db.query<Row>(
    'select * from auth.identities where user_id = any($1::uuid[]) order by created_at',
    [users.rows.map((u) => u.id)],
  )
  return {
    total,
    users: users.rows.map((u) =>
      toUserJson(
        u,
        identities.rows.filter((i) => i.user_id === u.id),
      ),
    ),
  }
}

export const hashPassword = (password: string) => bcrypt.hash(password, passwordHashCost())

export type NewUser = {
  email: string
  password?: string
  confirmed: boolean
  userMetadata?: Record<string, unknown>
  appMetadata?: Record<string, unknown>
  invited?: boolean
  role?: string
}

/** Inserts a user and its email identity the way lite's own sign-up does. */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const id = randomUUID()
  const email = user.email.toLowerCase()
  const verified = user.confirmed
  const encrypted = user.password ? await hashPassword(user.password) : null
  await db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', $2, $3, $4, case when $5 then now() end, case when $6 then now() end, $7, $8, now(), now())`,
    [
      id,
      user.role ?? 'authenticated',
      email,
      encrypted,
      verified,
      user.invited ?? false,
      { provider: 'email', providers: ['email'], ...user.appMetadata },
      { ...user.userMetadata, sub: id, email, email_verified: verified, phone_verified: false },
    ],
  )
  await db.query(
    `insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
     values ($1, 'email', $2::text, $3::uuid, $4, now(), now())`,
    [randomUUID(), id, id, { sub: id, email, email_verified: verified, phone_verified: false }],
  )
  return id
}
