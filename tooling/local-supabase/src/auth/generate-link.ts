import { createHash, randomInt } from 'node:crypto'
import { authError, json } from '../errors.ts'
import type { AdminOptions } from './admin-options.ts'
import { findUser, insertUser } from './users.ts'

type Body = Record<string, unknown>

const otp = () => String(randomInt(0, 1_000_000)).padStart(6, '0')
/** lite stores hex SHA-256 of lower(email) + code in the token columns (GoTrue uses SHA-224). */
export const tokenHash = (email: string, code: string) =>
  createHash('sha256')
    .update(email.toLowerCase() + code)
    .digest('hex')

const COLUMN: Record<string, string> = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  magiclink: 'recovery_token',
  recovery: 'recovery_token',
}
const SENT_AT: Record<string, string> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
}

/** `POST /admin/generate_link`: makes the same token an email would carry, without sending it. */
export async function generateLink(body: Body, options: AdminOptions): Promise<Response> {
  const { db } = options
  const type = typeof body.type === 'string' ? body.type : ''
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (
    ![
      'signup',
      'invite',
      'magiclink',
      'recovery',
      'email_change_current',
      'email_change_new',
    ].includes(type)
  ) {
    return authError(
      400,
      'validation_failed',
      'Invalid link type: use signup, invite, magiclink, recovery, email_change_current or email_change_new',
    )
  }
  if (!email)
    return authError(
      400,
      'validation_failed',
      'Unable to validate email address: email is required',
    )
  let user = await findUser(db, { email })

  if (type === 'signup' || type === 'invite') {
    if (user?.email_confirmed_at)
      return authError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      )
    if (type === 'signup' && !user && typeof body.password !== 'string')
      return authError(422, 'validation_failed', 'Password is required for a signup link')
    if (!user) {
      const data = body.data && typeof body.data === 'object' ? (body.data as Body) : undefined
      const id = await insertUser(db, {
        email,
        password: body.password as string | undefined,
        confirmed: false,
        userMetadata: data,
        invited: type === 'invite',
      })
      user = await findUser(db, { id })
    }
  }
  if (!user) return authError(404, 'user_not_found', 'User with this email not found')

  const code = otp()
  let hashed: string
  let verificationType = type
  if (type.startsWith('email_change')) {
    const newEmail = typeof body.new_email === 'string' ? body.new_email.trim().toLowerCase() : ''
    if (!newEmail)
      return authError(400, 'validation_failed', 'new_email is required for an email change link')
    const current = tokenHash(email, code)
    const next = tokenHash(newEmail, code)
    hashed = type === 'email_change_current' ? current : next
    verificationType = 'email_change'
    await db.query(
      `update auth.users set email_change = $2, email_change_token_current = $3, email_change_token_new = $4,
         email_change_sent_at = now(), email_change_confirm_status = 0 where id = $1`,
      [user.id, newEmail, current, next],
    )
  } else {
    hashed = tokenHash(email, code)
    const column = COLUMN[type] ?? 'confirmation_token'
    await db.query(
      `update auth.users set ${column} = $2, ${SENT_AT[column]} = now() where id = $1`,
      [user.id, hashed],
    )
  }

  const requested = typeof body.redirect_to === 'string' ? body.redirect_to : ''
  const redirectTo = requested && options.allowRedirect(requested) ? requested : options.siteUrl
  const link = new URL('/auth/v1/verify', options.apiUrl())
  link.searchParams.set('token', hashed)
  link.searchParams.set('type', verificationType)
  link.searchParams.set('redirect_to', redirectTo)
  const fresh = await findUser(db, { id: String(user.id) })
  return json({
    ...fresh,
    action_link: link.toString(),
    email_otp: code,
    hashed_token: hashed,
    verification_type: verificationType,
    redirect_to: redirectTo,
  })
}
