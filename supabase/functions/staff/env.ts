import { z } from 'zod'
import { originList, parseEnv } from '../_shared/env.ts'

/**
 * Unlike the product functions, `staff` needs the secret key (auth admin API, the audit table).
 * It is used only after the caller proved to be staff (see caller.ts).
 */
const staffShape = {
  SUPABASE_SECRET_KEY: z.string().min(1),
  /**
   * The console's origins for CORS, comma-separated (`supabase secrets set CONSOLE_ORIGINS=…`).
   * Unset means none: the function then answers no cross-origin request (fails closed). Local
   * development names the dev console in supabase/config.toml's [edge_runtime.secrets].
   */
  CONSOLE_ORIGINS: z.string().default(''),
}

function readEnv() {
  const env = parseEnv(staffShape)
  return { ...env, consoleOrigins: originList(env.CONSOLE_ORIGINS) }
}

export type StaffEnv = ReturnType<typeof readEnv>

let cached: StaffEnv | undefined

export function readStaffEnv(): StaffEnv {
  cached ??= readEnv()
  return cached
}
