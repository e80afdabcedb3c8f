import type { AuthUser } from '@teamboard/auth/server/pages'
import type { TypedSupabaseClient } from '@teamboard/supabase'
import { getWorkspaceBySlug } from '@teamboard/supabase/queries'
import { slugSchema } from '@teamboard/supabase/schemas'
import type { Route } from 'next'
import { safeRoute } from './safe-route'

/**
 * Where `/` sends a signed-in person (docs/screens.md): the board they last opened in this browser
 * (`lastWorkspace`, the LAST_WORKSPACE_COOKIE value) if they are still a member of it, otherwise
 * their workspaces. Takes the request's client and cookie rather than reading `next/headers`, so
 * the landing's `getServerSideProps` (Pages Router) can call it.
 */
export async function signedInHome(
  supabase: TypedSupabaseClient,
  user: AuthUser,
  lastWorkspace: string | undefined,
): Promise<Route> {
  const slug = slugSchema.safeParse(lastWorkspace)
  if (!slug.success) return '/w'
  const { data } = await getWorkspaceBySlug(supabase, user.id, slug.data)
  return data ? safeRoute(`/w/${data.slug}`) : '/w'
}
