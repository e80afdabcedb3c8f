import { z } from 'zod'

/**
 * The app's environment, validated with zod. Values the browser needs are NEXT_PUBLIC_* and get
 * inlined at build time; server-only values are read in `server/env.ts`, which cannot be bundled
 * for the client. Validation runs on first use, not at import, so `next build` succeeds for pages
 * that never touch the backend; a page that does gets one clear error naming every bad variable.
 */

// .env files and CI variables often hold `NAME=` for "unset".
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
const optionalHttpUrl = z.preprocess(blankToUndefined, httpUrl.optional())

export const clientEnvSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: z.preprocess(blankToUndefined, httpUrl),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (key) => !key.startsWith('sb_secret_'),
        'is a secret key; use the publishable key here',
      ),
  ),
  NEXT_PUBLIC_SENTRY_DSN: optionalHttpUrl,
})

export const serverEnvSchema = clientEnvSchema.extend({
  // Optional: only service-role features need it, and they call `requireSecretKey()`.
  SUPABASE_SECRET_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (key) => !key.startsWith('sb_publishable_'),
        'is a publishable key; use the secret key here',
      )
      .optional(),
  ),
  SENTRY_DSN: optionalHttpUrl,
  TEAMBOARD_DIAGNOSTICS: z.preprocess(
    blankToUndefined,
    z
      .enum(['1', '0', 'true', 'false'], { error: 'must be 1, 0, true or false' })
      .default('0')
      .transform((flag) => flag === '1' || flag === 'true'),
  ),
})

export type ClientEnv = z.infer<typeof clientEnvSchema>
export type ServerEnv = z.infer<typeof serverEnvSchema>

export class EnvError extends Error {
  override name = 'EnvError'
}

function describe(error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const name = issue.path.join('.')
    const problem =
      issue.code === 'invalid_type' && issue.input === undefined ? 'is missing' : issue.message
    return `  - ${name}: ${problem}`
  })
  return `Invalid environment variables:\n${lines.join('\n')}\nSet them in apps/web/.env.local or the deployment's environment.`
}

export function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  source: Record<string, string | undefined>,
) {
  const result = schema.safeParse(source)
  if (!result.success) throw new EnvError(describe(result.error))
  return result.data as z.output<Schema>
}

let client: ClientEnv | undefined

/** Safe in client and server code. */
export function clientEnv(): ClientEnv {
  // Each NEXT_PUBLIC_ name must appear literally: Next inlines only what it can see.
  client ??= parseEnv(clientEnvSchema, {
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
  })
  return client
}
