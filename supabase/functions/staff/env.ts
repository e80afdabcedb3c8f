import { z } from 'zod'

/**
 * Unlike the product functions, `staff` needs the secret key (auth admin API, the audit table).
 * It is read only after the caller proved to be staff (see caller.ts).
 */
const schema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_PUBLISHABLE_KEY: z.string().min(1),
  SUPABASE_SECRET_KEY: z.string().min(1),
  /**
   * The console's origins for CORS, comma-separated (`supabase secrets set CONSOLE_ORIGINS=…`).
   * Unset means none: the function then answers no cross-origin request (fails closed). Local
   * development names the dev console in supabase/config.toml's [edge_runtime.secrets].
   */
  CONSOLE_ORIGINS: z.string().optional(),
})

export type StaffEnv = z.infer<typeof schema> & { consoleOrigins: string[] }

let cached: StaffEnv | undefined

export function readStaffEnv(): StaffEnv {
  if (cached) return cached
  const source = Deno.env.toObject()
  const parsed = schema.safeParse({
    ...source,
    // Older projects name the keys after the legacy JWTs.
    SUPABASE_PUBLISHABLE_KEY: source.SUPABASE_PUBLISHABLE_KEY ?? source.SUPABASE_ANON_KEY,
    SUPABASE_SECRET_KEY: source.SUPABASE_SECRET_KEY ?? source.SUPABASE_SERVICE_ROLE_KEY,
  })
  if (!parsed.success)
    throw new Error(`Invalid function environment: ${z.prettifyError(parsed.error)}`)
  const configured = (parsed.data.CONSOLE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin)
  cached = { ...parsed.data, consoleOrigins: configured }
  return cached
}
