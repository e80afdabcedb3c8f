const KEY = 'console:session-ended'

/**
 * The staff function answers 401 when the caller's session no longer exists (signed out
 * everywhere, banned, expired): that is "sign in again", not "no permission". The flag survives
 * the sign-out's navigation to /sign-in, which then says why the staff member is there.
 */
export function markSessionEnded(): void {
  sessionStorage.setItem(KEY, '1')
}

/** Whether the last session ended on its own; reading clears it. */
export function takeSessionEnded(): boolean {
  const ended = sessionStorage.getItem(KEY) === '1'
  sessionStorage.removeItem(KEY)
  return ended
}
