import { createClient } from '@supabase/supabase-js'
import { serverEnv } from '../env.js'
import type { Database } from '../types/database.js'
import type { SupabaseConnection, TypedSupabaseClient } from './types.js'

/**
 * Secret-key client: bypasses RLS. For trusted server code only (scripts, workers, tests,
 * server actions that must act across users). It never persists a session, so one process
 * can share it between requests without leaking a user's auth state.
 */
export function createAdminClient(connection?: Partial<SupabaseConnection>): TypedSupabaseClient {
  const url = connection?.url ?? serverEnv().NEXT_PUBLIC_SUPABASE_URL
  const key = connection?.key ?? serverEnv().SUPABASE_SECRET_KEY
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
