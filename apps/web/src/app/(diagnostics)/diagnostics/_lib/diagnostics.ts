import { env } from '@/env'

/**
 * The diagnostics routes throw on purpose so the e2e run can prove errors reach Sentry from
 * every runtime. They answer 404 unless TEAMBOARD_DIAGNOSTICS=1 is set on the server at
 * request time, so a production deployment does not expose them.
 */
export function diagnosticsEnabled(): boolean {
  return env().TEAMBOARD_DIAGNOSTICS
}

/** An address and a token in every diagnostic message, so the e2e run also sees them scrubbed. */
export const DIAGNOSTIC_SECRET_SUFFIX = 'for probe.user@example.com (Bearer diag-secret-token)'
