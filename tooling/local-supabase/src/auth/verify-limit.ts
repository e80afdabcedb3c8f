import { authError } from '../errors.ts'

/**
 * @supabase/lite 0.10 puts no limit on `/auth/v1/verify`: an email's 6-digit code (or its link's
 * `token_hash`, sha256(email + code): one of 10⁶ for a known address) can be guessed until it
 * expires. GoTrue limits verifications per IP (`[auth.rate_limit] token_verifications`, 30 per
 * 5 minutes by default) and answers 429 `over_request_rate_limit`. Here only failed verifications
 * count, so test suites that confirm many users from one address are not throttled; once an
 * address has failed `max` times in the window, every verification from it is refused, the right
 * code included, until the window moves on.
 */
export function createVerifyLimit({ max = 30, windowMs = 5 * 60_000 } = {}) {
  const failures = new Map<string, number[]>()
  const isVerify = (request: Request) =>
    new URL(request.url).pathname === '/auth/v1/verify' &&
    (request.method === 'GET' || request.method === 'POST')
  const recent = (peer: string) => {
    const since = Date.now() - windowMs
    const kept = (failures.get(peer) ?? []).filter((at) => at > since)
    if (kept.length > 0) failures.set(peer, kept)
    else failures.delete(peer)
    return kept
  }

  return {
    /** 429 when this address has used up its failed verifications. */
    refuse(request: Request, peer: string | null): Response | null {
      if (!isVerify(request) || recent(peer ?? 'unknown').length < max) return null
      return authError(429, 'over_request_rate_limit', 'Request rate limit reached')
    },
    /** Counts a failed verification: an error answer, or a link redirect carrying an error. */
    record(request: Request, peer: string | null, response: Response): void {
      if (!isVerify(request)) return
      const location = response.headers.get('location') ?? ''
      const failed =
        response.status >= 400 || /[#?&]error(_code)?=/.test(location.replace(/^[^?#]*/, '?'))
      if (!failed) return
      const key = peer ?? 'unknown'
      failures.set(key, [...recent(key), Date.now()])
    },
  }
}

export type VerifyLimit = ReturnType<typeof createVerifyLimit>
