import 'server-only'
import { publicEnvSchema } from '@teamboard/supabase/env'
import { z } from 'zod'

/**
 * The app's environment: `@teamboard/supabase`'s (URL and publishable key, validated by its
 * rules) plus what only the app reads. Sentry's variables belong to `@teamboard/telemetry`.
 * Validated on first use, not at import, so `next build` succeeds for pages that never read it;
 * a page that does gets one error naming every bad variable. Server-only: the browser gets the
 * Supabase values through `@teamboard/supabase/client`, inlined at build time.
 */

// .env files and CI variables often hold `NAME=` for "unset".
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const stepCards = 'must be a whole number from 1 to 1000'

// The Supabase schema is a zod/mini object (it is parsed in browsers); classic z.object takes its shape.
const envSchema = z.object({
  ...publicEnvSchema.shape,
  // Turns on the throwing routes under app/(diagnostics); a deployment leaves it unset.
  TEAMBOARD_DIAGNOSTICS: z.preprocess(
    blankToUndefined,
    z
      .enum(['1', '0', 'true', 'false'], { error: 'must be 1, 0, true or false' })
      .default('0')
      .transform((flag) => flag === '1' || flag === 'true'),
  ),
  // The most cards one import step writes (app/w/[slug]/import/_lib/drive-import.ts); unset, the
  // library's default.
  TEAMBOARD_IMPORT_STEP_CARDS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d+$/, { error: stepCards })
      .transform(Number)
      .pipe(z.number().min(1, { error: stepCards }).max(1000, { error: stepCards }))
      .optional(),
  ),
})

export type Env = z.infer<typeof envSchema>

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

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) throw new EnvError(describe(result.error))
  return result.data
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
