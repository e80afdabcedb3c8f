import { safeRedirect } from '@teamboard/auth/redirect'
import type { Route } from 'next'

/**
 * Typed routes check literal paths when compiling; a path made at run time (a `?next=` value, a
 * sign-in link that carries one) is checked here instead — same-origin, or `fallback` — and
 * typed once, so no page needs a cast.
 */
export function safeRoute(path: unknown, fallback = '/w'): Route {
  return safeRedirect(path, { fallback }) as Route
}
