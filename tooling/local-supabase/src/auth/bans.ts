import type { PGlite } from '@electric-sql/pglite'
import { authError } from '../errors.ts'

/**
 * lite 0.10 honours `auth.users.banned_until` only for OAuth sign-ins; GoTrue refuses a banned
 * user on every grant. The admin API's ban already revokes sessions (so refreshes fail); this
 * closes password and email-OTP sign-in.
 */
export async function refuseBannedUser(request: Request, db: PGlite): Promise<Response | null> {
  const url = new URL(request.url)
  const signIn =
    request.method === 'POST' &&
    ((url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') ||
      url.pathname === '/auth/v1/otp')
  if (!signIn) return null
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null
  if (typeof body?.email !== 'string') return null
  const { rows } = await db.query(
    'select 1 from auth.users where lower(email) = lower($1) and banned_until > now()',
    [body.email],
  )
  return rows.length > 0 ? authError(400, 'user_banned', 'User is banned') : null
}
