// zod's small build: this is parsed in every browser that creates a client.
import * as z from 'zod/mini'

// The public half of ../env.ts, all the browser client imports: nothing here names a server-only
// variable, so the `./client` bundle (and every browser chunk built from it) never contains one.

export const publicSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: z.url({
    protocol: /^https?$/,
    error: 'NEXT_PUBLIC_SUPABASE_URL must be an http(s) URL',
  }),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: z.string().check(
    z.minLength(1, 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is required'),
    // Swapped keys would inline the secret key into every browser bundle.
    z.refine(
      (key: string) => !key.startsWith('sb_secret_'),
      'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is a secret key; use the publishable key here',
    ),
  ),
})

export type PublicSupabaseEnv = z.output<typeof publicSchema>

export class SupabaseEnvError extends Error {
  override name = 'SupabaseEnvError'
}

export function parse<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (!result.success) {
    throw new SupabaseEnvError(
      `Invalid Supabase environment: ${result.error.issues.map((i) => i.message).join('; ')}`,
    )
  }
  return result.data
}

let cachedPublic: PublicSupabaseEnv | undefined

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

export function resetPublicEnvCache(): void {
  cachedPublic = undefined
}

/**
 * Auth cookie attributes for every client. @supabase/ssr defaults to `SameSite=Lax` without
 * `Secure`; production builds add `Secure` so a session cookie never travels over plain HTTP.
 * (Browsers treat http://localhost and 127.0.0.1 as secure, so local production builds work.)
 * `NODE_ENV` is replaced at build time by Next in both server and client bundles.
 */
export function authCookieOptions(): { path: string; sameSite: 'lax'; secure: boolean } {
  return { path: '/', sameSite: 'lax', secure: process.env.NODE_ENV === 'production' }
}
