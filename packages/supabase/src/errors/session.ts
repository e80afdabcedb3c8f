/**
 * Whether a failed session check (getClaims/getUser, or the proxy's refresh) says the session is
 * gone, or only that this request could not tell. Only the first signs the user out:
 * - the network or the Auth server failing (AuthRetryableFetchError, 5xx) is transient, and so is
 *   409: GoTrue gave up waiting for other refreshes of the same session (its 5 s retry loop);
 * - everything else (a revoked, expired, unknown or malformed token; no session) is definite.
 * `refresh_token_already_used` is definite: GoTrue answers a lost race (the live token's parent at
 * any time, an older token within `refresh_token_reuse_interval`) with the live session, and says
 * "already used" only after it revoked the whole session for a reuse after the interval.
 */
export function isSessionGone(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true
  const { name, status } = error as { name?: unknown; status?: unknown }
  if (name === 'AuthRetryableFetchError') return false
  return !(typeof status === 'number' && (status >= 500 || status === 409))
}
