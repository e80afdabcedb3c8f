import { authError, json } from '../errors.ts'
import type { AdminOptions } from './admin-options.ts'
import { findUser, hashPassword, insertUser } from './users.ts'

type Body = Record<string, unknown>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const record = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : undefined

/** GoTrue's metadata update: keys merge into what is stored, a null value removes a key. */
function merge(current: Record<string, unknown>, patch: Body): Body {
  const next: Body = { ...current }
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key]
    else next[key] = value
  }
  return next
}

/** `ban_duration`: "none" lifts a ban, otherwise a Go duration such as "24h", "30m" or "876000h". */
function banUntil(duration: unknown): string | null | undefined {
  if (duration === undefined) return undefined
  if (duration === 'none') return null
  const match = /^(\d+(?:\.\d+)?)(h|m|s)$/.exec(typeof duration === 'string' ? duration : '')
  if (!match) throw new TypeError('invalid format for ban duration')
  const seconds = Number(match[1]) * (match[2] === 'h' ? 3600 : match[2] === 'm' ? 60 : 1)
  return new Date(Date.now() + seconds * 1000).toISOString()
}

function checkPassword(password: unknown, min: number): string | undefined {
  if (password === undefined || password === null || password === '') return undefined
  if (typeof password !== 'string') throw new TypeError('password must be a string')
  if (password.length > 72) throw new TypeError('Password cannot be longer than 72 characters')
  return password.length < min ? `Password should be at least ${min} characters.` : undefined
}

export async function createUser(body: Body, options: AdminOptions) {
  const email = typeof body.email === 'string' ? body.email.trim() : ''
  if (!email)
    return authError(
      400,
      'validation_failed',
      'Unable to validate email address: email is required',
    )
  if (!EMAIL.test(email) || email.length > 255)
    return authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
  const weak = checkPassword(body.password, options.minPasswordLength)
  if (weak) return authError(422, 'weak_password', weak)
  if (await findUser(options.db, { email })) {
    return authError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    )
  }
  const id = await options.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email,
      password: body.password as string | undefined,
      confirmed: body.email_confirm === true,
      userMetadata: record(body.user_metadata) ?? record(body.data),
      appMetadata: record(body.app_metadata),
      role: typeof body.role === 'string' ? body.role : undefined,
    })
    const until = banUntil(body.ban_duration)
    if (until)
      await tx.query('update auth.users set banned_until = $2 where id = $1', [created, until])
    return created
  })
  return json(await findUser(options.db, { id }))
}

export async function updateUser(id: string, body: Body, options: AdminOptions) {
  const { db } = options
  const rows = (
    await db.query<Body>('select * from auth.users where id = $1 and deleted_at is null', [id])
  ).rows
  const current = rows[0]
  if (!current) return authError(404, 'user_not_found', 'User not found')
  const weak = checkPassword(body.password, options.minPasswordLength)
  if (weak) return authError(422, 'weak_password', weak)
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined
  if (email !== undefined && !EMAIL.test(email))
    return authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
  if (email && email !== current.email) {
    const other = await findUser(db, { email })
    if (other && other.id !== id)
      return authError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      )
  }
  const until = banUntil(body.ban_duration)
  await db.transaction(async (tx) => {
    const set = async (column: string, value: unknown) =>
      tx.query(`update auth.users set ${column} = $2, updated_at = now() where id = $1`, [
        id,
        value,
      ])
    if (email && email !== current.email) {
      await set('email', email)
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'`,
        [id, email],
      )
    }
    if (typeof body.password === 'string' && body.password)
      await set('encrypted_password', await hashPassword(body.password))
    if (body.email_confirm === true)
      await tx.query(
        'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
        [id],
      )
    const userMeta = record(body.user_metadata) ?? record(body.data)
    if (userMeta)
      await set('raw_user_meta_data', merge(current.raw_user_meta_data as Body, userMeta))
    const appMeta = record(body.app_metadata)
    if (appMeta) await set('raw_app_meta_data', merge(current.raw_app_meta_data as Body, appMeta))
    if (typeof body.role === 'string') await set('role', body.role)
    if (until !== undefined) await set('banned_until', until)
    if (until) await tx.query('delete from auth.sessions where user_id = $1', [id])
  })
  return json(await findUser(db, { id }))
}

export async function deleteUser(id: string, body: Body, { db }: AdminOptions) {
  const user = await findUser(db, { id })
  if (!user) return authError(404, 'user_not_found', 'User not found')
  if (body.should_soft_delete === true) {
    await db.query(
      `update auth.users set deleted_at = now(), email = null, encrypted_password = null where id = $1`,
      [id],
    )
    await db.query('delete from auth.sessions where user_id = $1', [id])
  } else {
    await db.query('delete from auth.users where id = $1', [id])
  }
  return json(user)
}
