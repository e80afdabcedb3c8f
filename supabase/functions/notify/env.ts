import { z } from 'zod'
import { parseEnv, readEnv } from '../_shared/env.ts'

/**
 * notify works for no user: it reads every person's due mail with the secret key, and accepts
 * only callers that present that key (the Supabase Cron job, through pg_net, from Vault).
 */
export function readNotifyEnv() {
  const { SUPABASE_SECRET_KEY } = parseEnv({ SUPABASE_SECRET_KEY: z.string().min(1) })
  return { ...readEnv(), secretKey: SUPABASE_SECRET_KEY }
}

export type NotifyEnv = ReturnType<typeof readNotifyEnv>
