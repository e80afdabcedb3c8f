import { z } from 'zod'

/** What every function reads: the project's URL and its publishable key. */
const projectShape = { SUPABASE_URL: z.url(), SUPABASE_PUBLISHABLE_KEY: z.string().min(1) }

/**
 * The project's URL and publishable key plus `shape`, validated from the function's environment.
 * Older projects name the keys after the legacy JWTs (anon, service_role): those are read where
 * the current names are unset. Keys `shape` does not name are dropped, so a function sees only
 * the secrets it declares.
 */
export function parseEnv<Shape extends z.ZodRawShape>(shape: Shape) {
  const source = Deno.env.toObject()
  const parsed = z.object({ ...projectShape, ...shape }).safeParse({
    ...source,
    SUPABASE_PUBLISHABLE_KEY: source.SUPABASE_PUBLISHABLE_KEY ?? source.SUPABASE_ANON_KEY,
    SUPABASE_SECRET_KEY: source.SUPABASE_SECRET_KEY ?? source.SUPABASE_SERVICE_ROLE_KEY,
  })
  if (!parsed.success)
    throw new Error(`Invalid function environment: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** Origins from a comma-separated setting (`https://a.example, https://b.example/`), normalised. */
export function originList(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin)
}

/**
 * The environment of the product functions (invite-member, notify). Locally the backend passes
 * the SUPABASE_* keys and SMTP_* of its mail catcher; in production they are the project's secrets
 * (`supabase secrets set`), with an SMTP provider on port 465 (implicit TLS): Supabase's edge
 * runtime blocks outgoing ports 25 and 587.
 */
const productShape = {
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
}

function readProductEnv() {
  const env = parseEnv(productShape)
  return {
    ...env,
    appOrigins: [new URL(env.SITE_URL).origin, ...originList(env.ALLOWED_ORIGINS)],
    smtpSecure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : env.SMTP_PORT === 465,
  }
}

export type FunctionEnv = ReturnType<typeof readProductEnv>

let cached: FunctionEnv | undefined

/** Read once per worker. No product function needs the secret key except notify (its env.ts). */
export function readEnv(): FunctionEnv {
  cached ??= readProductEnv()
  return cached
}
