import { createClient } from '@supabase/supabase-js'
import type { Database, TypedSupabaseClient } from '@teamboard/supabase'
import type { FunctionEnv } from './env.ts'
import { fail } from './errors.ts'
import { bearerToken } from './request.ts'

const auth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }

type ProjectEnv = Pick<FunctionEnv, 'SUPABASE_URL' | 'SUPABASE_PUBLISHABLE_KEY'>

/** A client that acts as the caller: every query runs under their RLS. */
function callerClient(env: ProjectEnv, token: string): TypedSupabaseClient {
  return createClient<Database>(env.SUPABASE_URL, env.SUPABASE_PUBLISHABLE_KEY, {
    auth,
    global: { headers: { Authorization: `Bearer ${token}` } },
  })
}

/**
 * The secret-key client, which bypasses RLS: only for a caller that proved it may (staff after
 * its staff check, notify after comparing the key it was sent).
 */
export function secretKeyClient(env: ProjectEnv, secretKey: string): TypedSupabaseClient {
  return createClient<Database>(env.SUPABASE_URL, secretKey, { auth })
}

/**
 * The signed-in caller, verified by the auth server (getClaims), not just decoded. verify_jwt has
 * already checked the signature, but an anon or service JWT passes it too and has no user.
 */
export async function requireUser(
  env: ProjectEnv,
  request: Request,
): Promise<{ token: string; userId: string; client: TypedSupabaseClient }> {
  const token = bearerToken(request)
  if (!token) return fail('forbidden', 401)
  const client = callerClient(env, token)
  const { data, error } = await client.auth.getClaims(token)
  const userId = data?.claims.sub
  if (error || !userId || data.claims.role !== 'authenticated') return fail('forbidden', 401)
  return { token, userId, client }
}
