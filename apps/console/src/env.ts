import { z } from 'zod'

/**
 * The console's only configuration, inlined by Vite at build time. Only VITE_* variables reach a
 * Vite bundle, and the publishable key is checked not to be a secret one, as in the web app.
 */
const schema = z.object({
  VITE_SUPABASE_URL: z.url({ protocol: /^https?$/ }),
  VITE_SUPABASE_PUBLISHABLE_KEY: z
    .string()
    .min(1)
    .refine(
      (key) => !key.startsWith('sb_secret_'),
      'use the publishable key, never the secret key',
    ),
})

export type ConsoleEnv = z.infer<typeof schema>

export function consoleEnv(): ConsoleEnv {
  const parsed = schema.safeParse({
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_PUBLISHABLE_KEY: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY,
  })
  if (!parsed.success)
    throw new Error(`Invalid console environment: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}
