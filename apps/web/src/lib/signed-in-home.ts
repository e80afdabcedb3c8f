import 'server-only'
import type { AuthUser } from '@teamboard/auth/server'
import { getWorkspaceBySlug } from '@teamboard/supabase/queries'
import { slugSchema } from '@teamboard/supabase/schemas'
import { createServerClient } from '@teamboard/supabase/server'
import type { Route } from 'next'
import { cookies } from 'next/headers'
import { LAST_WORKSPACE_COOKIE } from './last-workspace'
import { safeRoute } from './safe-route'

/**
 * Where `/` sends a signed-in person (docs/screens.md): the board they last opened in this browser
 * if they are still a member of it, otherwise their workspaces.
 */
export async function signedInHome(user: AuthUser): Promise<Route> {
  const slug = slugSchema.safeParse((await cookies()).get(LAST_WORKSPACE_COOKIE)?.value)
  if (!slug.success) return '/w'
  const supabase = await createServerClient()
  const { data } = await getWorkspaceBySlug(supabase, user.id, slug.data)
  return data ? safeRoute(`/w/${data.slug}`) : '/w'
}
