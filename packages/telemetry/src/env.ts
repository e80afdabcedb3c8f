// zod's small build: the browser parses these at startup, so the schema is part of every page's
// first load (the classic build added ~30 kB compressed to it).
import * as z from 'zod/mini'

const emptyToUndefined = z.transform((value: unknown) => (value === '' ? undefined : value))

/** A blank variable counts as unset. */
function blankable<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(emptyToUndefined, schema)
}

const url = (message?: string) => z.url(message)

const dsn = blankable(z.optional(url('must be a URL such as https://key@o1.ingest.sentry.io/1')))

const sampleRate = (fallback: number) =>
  blankable(
    z._default(
      z.coerce
        .number({ error: 'must be a number between 0 and 1' })
        .check(z.minimum(0, 'must be between 0 and 1'), z.maximum(1, 'must be between 0 and 1')),
      fallback,
    ),
  )

/** `true`/`false`, or a sidecar URL; unset means "on in development only". */
const spotlight = blankable(
  z.optional(
    z.union([
      z.pipe(
        z.enum(['true', 'false', '1', '0']),
        z.transform((v) => v === 'true' || v === '1'),
      ),
      url(),
    ]),
  ),
)

export const publicTelemetryEnvSchema = z.object({
  NODE_ENV: blankable(z._default(z.enum(['development', 'production', 'test']), 'production')),
  NEXT_PUBLIC_SENTRY_DSN: dsn,
  NEXT_PUBLIC_SENTRY_ENVIRONMENT: blankable(z.optional(z.string().check(z.maxLength(64)))),
  NEXT_PUBLIC_SENTRY_RELEASE: blankable(z.optional(z.string().check(z.maxLength(200)))),
  NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: sampleRate(0.1),
  NEXT_PUBLIC_SENTRY_REPLAYS_SESSION_SAMPLE_RATE: sampleRate(0),
  NEXT_PUBLIC_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: sampleRate(0),
  NEXT_PUBLIC_SENTRY_SPOTLIGHT: spotlight,
})

export const serverTelemetryEnvSchema = z.extend(publicTelemetryEnvSchema, { SENTRY_DSN: dsn })

export type PublicTelemetryEnv = z.output<typeof publicTelemetryEnvSchema>
export type ServerTelemetryEnv = z.output<typeof serverTelemetryEnvSchema>

export class TelemetryEnvError extends Error {
  override name = 'TelemetryEnvError'
}

function parse<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
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
