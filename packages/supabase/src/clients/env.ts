// The public half of ../env.ts, all the browser client imports: nothing here names a server-only
// variable, so the `./client` bundle (and every browser chunk built from it) never contains one.

/** One rule for an environment variable's value, and what to say when it is broken. */
export interface EnvRule {
  test: (value: string) => boolean
  message: string
}

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * The public variables' rules. The browser checks them here, without zod: every signed-in page
 * creates a client, and zod's core (~20 kB compressed) would be in each one's first load (issue
 * 13). ../env.ts builds its zod schemas from the same rules. The first rule's message also
 * stands for a missing variable.
 */
export const publicRules = {
  NEXT_PUBLIC_SUPABASE_URL: [
    { test: isHttpUrl, message: 'NEXT_PUBLIC_SUPABASE_URL must be an http(s) URL' },
  ],
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: [
    { test: (key) => key.length > 0, message: 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is required' },
    // Swapped keys would inline the secret key into every browser bundle.
    {
      test: (key) => !key.startsWith('sb_secret_'),
      message: 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is a secret key; use the publishable key here',
    },
  ],
} satisfies Record<string, [EnvRule, ...EnvRule[]]>

export type PublicSupabaseEnv = Record<keyof typeof publicRules, string>

export class SupabaseEnvError extends Error {
  override name = 'SupabaseEnvError'
}

export function envError(messages: string[]): SupabaseEnvError {
  return new SupabaseEnvError(`Invalid Supabase environment: ${messages.join('; ')}`)
}

let cachedPublic: PublicSupabaseEnv | undefined

/**
 * Read lazily (not at import) so that importing the package never throws in a process that
 * has not configured Supabase yet. Each NEXT_PUBLIC_* variable is spelled out literally:
 * Next.js inlines `process.env.NEXT_PUBLIC_X` into client bundles only in that exact form.
 */
export function publicEnv(): PublicSupabaseEnv {
  cachedPublic ??= checkPublic({
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  })
  return cachedPublic
}

function checkPublic(
  input: Record<keyof PublicSupabaseEnv, string | undefined>,
): PublicSupabaseEnv {
  const messages = Object.entries(publicRules).flatMap(([name, rules]) => {
    const value = input[name as keyof PublicSupabaseEnv]
    if (value === undefined) return [rules[0].message]
    return rules.filter((rule) => !rule.test(value)).map((rule) => rule.message)
  })
  if (messages.length > 0) throw envError(messages)
  return input as PublicSupabaseEnv
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
