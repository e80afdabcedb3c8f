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

/**
 * Everything but sign-in and the magic link's landing (auth-confirm.tsx) needs a session; a
 * fresh sign-in lands on the look-ups.
 */
export const consoleRoutes: Partial<SessionRoutes> = {
  isProtected: (pathname) => pathname !== '/sign-in' && pathname !== '/auth/confirm',
  keepsPageOnSignIn: () => false,
  signedInHome: '/',
  updatePassword: '/sign-in',
}
