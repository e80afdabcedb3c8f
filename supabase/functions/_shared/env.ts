import { z } from 'zod'

/**
 * The environment every product function reads, validated once. Locally the backend passes the
 * SUPABASE_* keys and SMTP_* of its mail catcher; in production they are the project's secrets
 * (`supabase secrets set`), with an SMTP provider on port 465 (implicit TLS): Supabase's edge
 * runtime blocks outgoing ports 25 and 587.
 */
const schema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_PUBLISHABLE_KEY: z.string().min(1),
  /** The app's origin, for links in emails and CORS; config.toml's auth.site_url locally. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** More origins allowed by CORS (comma-separated), e.g. preview deployments. */
  ALLOWED_ORIGINS: z.string().default(''),
  SMTP_HOST: z.string().min(1),
  SMTP_PORT: z.coerce.number().int().min(1).max(65_535),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  /** Implicit TLS; defaults to on for port 465. */
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_FROM: z.string().min(3).default('Teamboard <noreply@teamboard.local>'),
})

export type FunctionEnv = z.infer<typeof schema> & { appOrigins: string[]; smtpSecure: boolean }

let cached: FunctionEnv | undefined

export function readEnv(): FunctionEnv {
  if (cached) return cached
  const source = Deno.env.toObject()
  const parsed = schema.safeParse({
    ...source,
    // Older projects name the key after the legacy anon JWT. No function needs the secret key:
    // every query runs with the caller's rights.
    SUPABASE_PUBLISHABLE_KEY: source.SUPABASE_PUBLISHABLE_KEY ?? source.SUPABASE_ANON_KEY,
  })
  if (!parsed.success)
    throw new Error(`Invalid function environment: ${z.prettifyError(parsed.error)}`)
  const env = parsed.data
  const extra = env.ALLOWED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  cached = {
    ...env,
    appOrigins: [new URL(env.SITE_URL).origin, ...extra.map((origin) => new URL(origin).origin)],
    smtpSecure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : env.SMTP_PORT === 465,
  }
  return cached
}
