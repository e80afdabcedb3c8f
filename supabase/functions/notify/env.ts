import { readEnv } from '../_shared/env.ts'

/**
 * notify works for no user: it reads every person's due mail with the secret key, and accepts
 * only callers that present that key (the Supabase Cron job, through pg_net, from Vault).
 */
export function readNotifyEnv() {
  const secretKey = Deno.env.get('SUPABASE_SECRET_KEY') ?? Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')
  if (!secretKey) throw new Error('Invalid function environment: SUPABASE_SECRET_KEY is missing')
  return { ...readEnv(), secretKey }
}

export type NotifyEnv = ReturnType<typeof readNotifyEnv>
