/**
 * Whether a failed session check (getClaims/getUser, which refresh an expired token) says the
 * session is gone, or only that this request could not tell. Only the first signs the user out:
 * the network or the Auth server failing (AuthRetryableFetchError, 5xx) is transient. Everything
 * else (a revoked, expired, unknown or malformed token; no session) is definite — including
 * `refresh_token_already_used`: a token reused inside the reuse interval (a race between
 * requests or tabs) gets the live session back, so this code only comes after the interval,
 * when GoTrue has revoked the whole session.
 */
export function isSessionGone(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true
  const { name, status } = error as { name?: unknown; status?: unknown }
  if (name === 'AuthRetryableFetchError') return false
  return !(typeof status === 'number' && status >= 500)
}
