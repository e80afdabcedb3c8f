import type { TypedSupabaseClient } from '@teamboard/supabase'
import { createPagesServerClient, type PagesRequest } from '@teamboard/supabase/server/pages'
import { type AuthUser, verifiedUser } from './claims.js'

export { type AuthUser, SessionUnavailableError } from './claims.js'

export interface PagesUser {
  /** The verified user, or null for a visitor (no session, or one that is definitely gone). */
  user: AuthUser | null
  /** The request's client, for the reads the page makes next as this user. */
  supabase: TypedSupabaseClient
}

/**
 * `getUser()` for the Pages Router (`getServerSideProps`), where `next/headers` is unavailable:
 * the same getClaims() check of the session the proxy settled (the request's Cookie header). It
 * never refreshes and writes nothing; a session the proxy could not refresh this time throws
 * SessionUnavailableError, so a hiccup neither signs anyone out nor lets a visitor through.
 */
export async function getPagesUser(context: { req: PagesRequest }): Promise<PagesUser> {
  const supabase = await createPagesServerClient(context)
  return { user: await verifiedUser(supabase), supabase }
}
