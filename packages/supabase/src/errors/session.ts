/**
 * Whether a failed session check (getClaims/getUser, which refresh an expired token) says the
 * session is gone, or only that this request could not tell. Only the first signs the user out:
 * - the network or the Auth server failing (AuthRetryableFetchError, 5xx) is transient;
 * - `refresh_token_already_used` means another request or tab rotated the token first (its
 *   response carries the new cookies), so this request must not overwrite them with empty ones.
 * Everything else (a revoked, expired, unknown or malformed token; no session) is definite.
 */
export function isSessionGone(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true
  const { name, status, code } = error as { name?: unknown; status?: unknown; code?: unknown }
  if (name === 'AuthRetryableFetchError') return false
  if (typeof status === 'number' && status >= 500) return false
  return code !== 'refresh_token_already_used'
}
