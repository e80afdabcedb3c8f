import type { DataCollection, SentryOptions } from './sentry-types.js'
import type { PublicTelemetryEnv } from './env.js'
import { scrubbingHooks } from './scrub-event.js'

/**
 * Collect as little as the SDK allows; the scrubbing hooks are the last line, this is the first.
 * Bodies are off because sign-in and server-action posts carry passwords.
 */
export const dataCollection: DataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: {
    request: {
      deny: ['authorization', 'cookie', 'apikey', 'x-api-key', 'x-forwarded-for', 'x-real-ip'],
    },
    response: { deny: ['set-cookie'] },
  },
  httpBodies: [],
  urlQueryParams: {
    deny: ['code', 'token_hash', 'access_token', 'refresh_token', 'token', 'apikey'],
  },
  databaseQueryData: false,
  stackFrameVariables: false,
  genAI: { inputs: false, outputs: false },
}

/** Spotlight forwards events to the local sidecar; on by default only in development. */
export function spotlightSetting(env: PublicTelemetryEnv): boolean | string {
  return env.NEXT_PUBLIC_SENTRY_SPOTLIGHT ?? env.NODE_ENV === 'development'
}

type SharedOptions = Pick<
  SentryOptions,
  | 'dsn'
  | 'environment'
  | 'release'
  | 'tracesSampleRate'
  | 'dataCollection'
  | 'beforeSend'
  | 'beforeSendTransaction'
  | 'beforeBreadcrumb'
> & { enabled: boolean; traceLifecycle: 'static' }

/** Options shared by the browser, Node and edge SDKs. */
export function sharedOptions(env: PublicTelemetryEnv, dsn: string | undefined): SharedOptions {
  return {
    ...(dsn ? { dsn } : {}),
    // With no DSN the SDK still runs when Spotlight is on, so events show locally but go nowhere else.
    enabled: Boolean(dsn) || spotlightSetting(env) !== false,
    environment: env.NEXT_PUBLIC_SENTRY_ENVIRONMENT ?? env.NODE_ENV,
    ...(env.NEXT_PUBLIC_SENTRY_RELEASE ? { release: env.NEXT_PUBLIC_SENTRY_RELEASE } : {}),
    tracesSampleRate: env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE,
    // SDK 11 streams spans by default and then ignores beforeSendTransaction; the static
    // lifecycle keeps whole transactions going through the scrubber. Revisit for SDK 12.
    traceLifecycle: 'static' as const,
    dataCollection,
    ...scrubbingHooks,
  }
}
