import { DEV_SECRET_KEY } from '@teamboard/local-supabase'

/**
 * The console's Node scripts: the local backend of `pnpm db:start` by default, any project when
 * SUPABASE_URL and SUPABASE_SECRET_KEY are set. The secret key never goes near the browser bundle:
 * these scripts are not imported by src/.
 */
export function scriptEnv(env = process.env): { url: string; secretKey: string } {
  const url = env.SUPABASE_URL ?? 'http://127.0.0.1:54321'
  const secretKey = env.SUPABASE_SECRET_KEY ?? (env.SUPABASE_URL ? undefined : DEV_SECRET_KEY)
  if (!secretKey) throw new Error('set SUPABASE_SECRET_KEY along with SUPABASE_URL')
  return { url, secretKey }
}
