import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import { json } from '../errors.ts'

/**
 * Sign-up must not say whether an address has an account. With confirmations on, @supabase/lite
 * 0.10 answers a sign-up for any existing address with 429 `over_email_send_rate_limit` (and a
 * new one with 200), so the answer told them apart. GoTrue (signup.go) answers a confirmed
 * existing address with 200 and an obfuscated user (`sanitizeUser`: a fresh random id, no
 * identities, no confirmation dates but `confirmation_sent_at`, the request's metadata) and sends
 * no email; do the same here. An unconfirmed address is left to lite: GoTrue re-sends its
 * confirmation, limited by max_frequency, and lite's 429 is that limit's answer.
 */
export async function hideExistingAccount(
  request: Request,
  db: PGlite,
  confirmations: boolean,
): Promise<Response | null> {
  if (!confirmations || request.method !== 'POST') return null
  if (new URL(request.url).pathname !== '/auth/v1/signup') return null
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown; password?: unknown; data?: unknown } | null
  if (typeof body?.email !== 'string' || typeof body.password !== 'string') return null
  const { rows } = await db.query(
    'select 1 from auth.users where lower(email) = lower($1) and email_confirmed_at is not null',
    [body.email],
  )
  if (rows.length === 0) return null
  const now = new Date().toISOString()
  const data = body.data !== null && typeof body.data === 'object' ? body.data : {}
  return json({
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email: body.email.toLowerCase(),
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  })
}
