import { toAppError } from '@teamboard/supabase/errors'

/**
 * The error page for a failed email link or code exchange. A spent, expired or forged token, or
 * a code verifier missing because the link was opened in another browser, is a dead link to the
 * user; only outages and rate limits deserve their own words.
 */
export function linkErrorPath(error: unknown): string {
  const { code } = toAppError(error)
  return `/auth/error?code=${code === 'offline' || code === 'rate_limited' ? code : 'link_invalid'}`
}
