import { safeRedirect } from '@teamboard/auth/redirect'

/**
 * Where a magic link should land. Lite (and GoTrue without a per-request template) cannot put the
 * page the user came from into the emailed link, so the browser that asked for the link keeps it
 * for an hour, scoped to /auth; /auth/confirm reads it when the link itself names no `next`.
 */
export const NEXT_COOKIE = 'tb-auth-next'

/** Client side: remember a safe `next` (or forget a stale one). */
export function rememberNext(next: string | null): void {
  const target = next ? safeRedirect(next, { fallback: '' }) : ''
  document.cookie = target
    ? `${NEXT_COOKIE}=${encodeURIComponent(target)}; Path=/auth; Max-Age=3600; SameSite=Lax`
    : `${NEXT_COOKIE}=; Path=/auth; Max-Age=0; SameSite=Lax`
}
