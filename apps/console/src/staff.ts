import type { User } from '@supabase/supabase-js'
import type { SessionRoutes } from '@teamboard/auth'

/**
 * The console's gate. Only app_metadata counts: a user can write their own user_metadata
 * (`updateUser({ data })`) but not app_metadata. This only decides what to render; the `staff`
 * function checks the same claim against auth.users before it does anything.
 */
export function isStaff(user: User | null): boolean {
  return user?.app_metadata?.staff === true
}

/** Everything but the sign-in page needs a session; a fresh sign-in lands on the lookups. */
export const consoleRoutes: Partial<SessionRoutes> = {
  isProtected: (pathname) => pathname !== '/sign-in',
  keepsPageOnSignIn: () => false,
  signedInHome: '/',
  updatePassword: '/sign-in',
}
