import { z } from 'zod'

const publicSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: z.url({ protocol: /^https?$/, error: 'NEXT_PUBLIC_SUPABASE_URL must be an http(s) URL' }),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: z.string().min(1, 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is required'),
})

const serverSchema = publicSchema.extend({
  SUPABASE_SECRET_KEY: z.string().min(1, 'SUPABASE_SECRET_KEY is required'),
})

export type PublicSupabaseEnv = z.infer<typeof publicSchema>
export type ServerSupabaseEnv = z.infer<typeof serverSchema>

export class SupabaseEnvError extends Error {
  override name = 'SupabaseEnvError'
}

function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input)
  if (!result.success) {
    throw new SupabaseEnvError(`Invalid Supabase environment: ${result.error.issues.map((i) => i.message).join('; ')}`)
  }
  return result.data
}

let cachedPublic: PublicSupabaseEnv | undefined
let cachedServer: ServerSupabaseEnv | undefined

/**
 * Read lazily (not at import) so that importing the package never throws in a process that
 * has not configured Supabase yet. Each NEXT_PUBLIC_* variable is spelled out literally:
 * Next.js inlines `process.env.NEXT_PUBLIC_X` into client bundles only in that exact form.
 */
export function publicEnv(): PublicSupabaseEnv {
  cachedPublic ??= parse(publicSchema, {
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  })
  return cachedPublic
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
  cachedPublic = undefined
  cachedServer = undefined
}

export { publicSchema as publicEnvSchema, serverSchema as serverEnvSchema }
