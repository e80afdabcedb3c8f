import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@teamboard/supabase'
import { fail } from '../_shared/errors.ts'
import type { StaffEnv } from './env.ts'

const auth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }

export type Staff = { id: string; email: string }

function isStaffMetadata(metadata: unknown): boolean {
  return (
    typeof metadata === 'object' &&
    metadata !== null &&
    (metadata as Record<string, unknown>).staff === true
  )
}

/**
 * The caller must be a signed-in user (getClaims verifies the token) whose auth.users row says
 * staff in app_metadata, which only the secret key can write. The row is read through getUser,
 * not the token's copy of app_metadata: a token minted before staff rights were withdrawn stays
 * valid for up to an hour, and the local backend's tokens carry no app_metadata at all.
 * user_metadata (which a user edits about themself) is never read.
 */
export async function requireStaff(env: StaffEnv, request: Request): Promise<Staff> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]
  if (!token) return fail('forbidden', 401)
  const client = createClient(env.SUPABASE_URL, env.SUPABASE_PUBLISHABLE_KEY, { auth })
  const claims = await client.auth.getClaims(token)
  const payload = claims.data?.claims
  if (claims.error || !payload?.sub || payload.role !== 'authenticated')
    return fail('forbidden', 401)
  const { data, error } = await client.auth.getUser(token)
  if (error || !data.user || data.user.id !== payload.sub) return fail('forbidden', 401)
  if (!isStaffMetadata(data.user.app_metadata) || data.user.banned_until)
    return fail('forbidden', 403)
  return { id: data.user.id, email: data.user.email ?? '' }
}

/** Only after requireStaff: the secret-key client that bypasses RLS. */
export function adminClient(env: StaffEnv): SupabaseClient<Database> {
  return createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SECRET_KEY, { auth })
}
