import type { Route } from 'next'

/**
 * Auth screens other issues are building. Typed routes only know pages that exist, so these are
 * cast once here; the casts become no-ops when the pages land.
 */
export const signInRoute = '/sign-in' as Route
export const signUpRoute = '/sign-up' as Route
