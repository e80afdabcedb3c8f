import * as z from 'zod/mini'
import {
  type EnvRule,
  SupabaseEnvError,
  envError,
  publicRules,
  resetPublicEnvCache,
} from './clients/env.js'

export {
  SupabaseEnvError,
  authCookieOptions,
  publicEnv,
  type PublicSupabaseEnv,
} from './clients/env.js'

/** A string checked by `rules` (clients/env.ts), the first one's message also for a missing value. */
function ruled([first, ...rest]: readonly [EnvRule, ...EnvRule[]]) {
  return z
    .string({ error: first.message })
    .check(...[first, ...rest].map((rule) => z.refine<string>(rule.test, rule.message)))
}

const publicSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: ruled(publicRules.NEXT_PUBLIC_SUPABASE_URL),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: ruled(publicRules.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY),
})

const serverSchema = z.extend(publicSchema, {
  SUPABASE_SECRET_KEY: z.string().check(
    z.minLength(1, 'SUPABASE_SECRET_KEY is required'),
    z.refine(
      (key: string) => !key.startsWith('sb_publishable_'),
      'SUPABASE_SECRET_KEY is a publishable key; use the secret key here',
    ),
  ),
})

export type ServerSupabaseEnv = z.output<typeof serverSchema>

let cachedServer: ServerSupabaseEnv | undefined

function parse<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (!result.success) throw envError(result.error.issues.map((issue) => issue.message))
  return result.data
}

/** Includes the secret key; throws in a browser so a misplaced import fails loudly instead of reading `undefined`. */
export function serverEnv(): ServerSupabaseEnv {
  if (typeof window !== 'undefined') {
    throw new SupabaseEnvError('serverEnv() was called in a browser; the secret key is server-only')
  }
  cachedServer ??= parse(serverSchema, {
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    SUPABASE_SECRET_KEY: process.env.SUPABASE_SECRET_KEY,
  })
  return cachedServer
}

/** Tests and long-lived workers that change the environment at runtime re-read it. */
export function resetEnvCache(): void {
  resetPublicEnvCache()
  cachedServer = undefined
}

export { publicSchema as publicEnvSchema, serverSchema as serverEnvSchema }
