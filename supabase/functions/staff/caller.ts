import type { TypedSupabaseClient } from '@teamboard/supabase'
import { fail } from '../_shared/errors.ts'
import { requireUser, secretKeyClient } from '../_shared/supabase.ts'
import type { StaffEnv } from './env.ts'

export type Staff = { id: string; email: string }

function isStaffMetadata(metadata: unknown): boolean {
  return (
    typeof metadata === 'object' &&
    metadata !== null &&
    (metadata as Record<string, unknown>).staff === true
  )
}

/**
 * The caller must be a signed-in user (requireUser: getClaims verifies the token) whose auth.users row says
 * staff in app_metadata, which only the secret key can write. The row is read through getUser,
 * not the token's copy of app_metadata: a token minted before staff rights were withdrawn stays
 * valid for up to an hour, and the local backend's tokens carry no app_metadata at all.
 * user_metadata (which a user edits about themself) is never read.
 */
export async function requireStaff(env: StaffEnv, request: Request): Promise<Staff> {
  const { token, userId, client } = await requireUser(env, request)
  const { data, error } = await client.auth.getUser(token)
  if (error || !data.user || data.user.id !== userId) return fail('forbidden', 401)
  if (!isStaffMetadata(data.user.app_metadata) || data.user.banned_until)
    return fail('forbidden', 403)
  return { id: data.user.id, email: data.user.email ?? '' }
}

/** Only after requireStaff: the secret-key client that bypasses RLS. */
export function adminClient(env: StaffEnv): TypedSupabaseClient {
  return secretKeyClient(env, env.SUPABASE_SECRET_KEY)
}
