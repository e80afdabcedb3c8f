import type { TypedSupabaseClient } from '@teamboard/supabase'
import {
  createPagesServerClient,
  type PagesRequest,
  type PagesResponse,
} from '@teamboard/supabase/server/pages'
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
 * the same getClaims() check on the request's cookies. A refreshed or definitely ended session is
 * written to `res`; a check that could not be made throws SessionUnavailableError and writes
 * nothing, so a hiccup neither signs anyone out nor lets a visitor through as signed out.
 */
export async function getPagesUser(context: {
  req: PagesRequest
  res: PagesResponse
}): Promise<PagesUser> {
  const { supabase, commitCookies } = createPagesServerClient(context)
  const user = await verifiedUser(supabase)
  commitCookies()
  return { user, supabase }
}
