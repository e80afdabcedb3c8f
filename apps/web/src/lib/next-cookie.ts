/**
 * Where a magic link should land. Lite (and GoTrue without a per-request template) cannot put the
 * page the user came from into the emailed link, so the browser that asked for the link keeps it
 * for an hour, scoped to /auth (set by `_lib/auth-actions.ts`); /auth/confirm reads it when the link
 * itself names no `next`.
 */
export const NEXT_COOKIE = 'tb-auth-next'
