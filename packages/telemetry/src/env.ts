import { z } from 'zod'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const dsn = z.preprocess(
  emptyToUndefined,
  z.url('must be a URL such as https://key@o1.ingest.sentry.io/1').optional(),
)

const sampleRate = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number between 0 and 1' })
      .min(0, 'must be between 0 and 1')
      .max(1, 'must be between 0 and 1')
      .default(fallback),
  )

/** `true`/`false`, or a sidecar URL; unset means "on in development only". */
const spotlight = z.preprocess(
  emptyToUndefined,
  z
    .union([
      z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
      z.url(),
    ])
    .optional(),
)

export const publicTelemetryEnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  NEXT_PUBLIC_SENTRY_DSN: dsn,
  NEXT_PUBLIC_SENTRY_ENVIRONMENT: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  NEXT_PUBLIC_SENTRY_RELEASE: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: sampleRate(0.1),
  NEXT_PUBLIC_SENTRY_REPLAYS_SESSION_SAMPLE_RATE: sampleRate(0),
  NEXT_PUBLIC_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: sampleRate(0),
  NEXT_PUBLIC_SENTRY_SPOTLIGHT: spotlight,
})

export const serverTelemetryEnvSchema = publicTelemetryEnvSchema.extend({ SENTRY_DSN: dsn })

export type PublicTelemetryEnv = z.infer<typeof publicTelemetryEnvSchema>
export type ServerTelemetryEnv = z.infer<typeof serverTelemetryEnvSchema>

export class TelemetryEnvError extends Error {
  override name = 'TelemetryEnvError'
}

function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input)
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
    throw new TelemetryEnvError(`Invalid telemetry environment: ${issues.join('; ')}`)
  }
  return result.data
}

/**
 * Every variable is spelled out as `process.env.NEXT_PUBLIC_X`: Next.js inlines public variables
 * into the browser bundle only in that literal form (also inside node_modules).
 */
function publicInput() {
  return {
    NODE_ENV: process.env.NODE_ENV,
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
    NEXT_PUBLIC_SENTRY_ENVIRONMENT: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT,
    NEXT_PUBLIC_SENTRY_RELEASE: process.env.NEXT_PUBLIC_SENTRY_RELEASE,
    NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: process.env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE,
    NEXT_PUBLIC_SENTRY_REPLAYS_SESSION_SAMPLE_RATE:
      process.env.NEXT_PUBLIC_SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
    NEXT_PUBLIC_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE:
      process.env.NEXT_PUBLIC_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
    NEXT_PUBLIC_SENTRY_SPOTLIGHT: process.env.NEXT_PUBLIC_SENTRY_SPOTLIGHT,
  }
}

/** Safe in the browser: reads only public variables. Read at init time, not import time. */
export function readPublicTelemetryEnv(): PublicTelemetryEnv {
  return parse(publicTelemetryEnvSchema, publicInput())
}

/** Node and edge runtimes: adds the server-only `SENTRY_DSN`. */
export function readServerTelemetryEnv(): ServerTelemetryEnv {
  return parse(serverTelemetryEnvSchema, { ...publicInput(), SENTRY_DSN: process.env.SENTRY_DSN })
}
