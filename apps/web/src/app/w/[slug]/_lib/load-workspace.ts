import 'server-only'
import { requireUser, type AuthUser } from '@teamboard/auth/server'
import type { TypedSupabaseClient } from '@teamboard/supabase'
import { getWorkspaceBySlug, type MyWorkspace } from '@teamboard/supabase/queries'
import { slugSchema } from '@teamboard/supabase/schemas'
import { createServerClient } from '@teamboard/supabase/server'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import type { WorkspaceRole } from '../../_lib/roles'

export interface WorkspaceContext {
  user: AuthUser
  supabase: TypedSupabaseClient
  workspace: MyWorkspace
  role: WorkspaceRole
}

/**
 * The workspace with this slug and the caller's role, read as the caller under RLS, or null:
 * a workspace the caller is not a member of is indistinguishable from one that does not exist.
 * Signed-out callers are sent to sign in and come back to `next`. A failure other than
 * "not found" is thrown for the route's error boundary.
 */
export async function findWorkspace(slug: string, next: string): Promise<WorkspaceContext | null> {
  const user = await requireUser({ next })
  if (!slugSchema.safeParse(slug).success) return null
  const supabase = await createServerClient()
  const { data: workspace, error } = await getWorkspaceBySlug(supabase, user.id, slug)
  if (error?.code === 'not_found') return null
  if (error) throw new Error(`Loading workspace failed: ${error.code}`)
  return { user, supabase, workspace, role: workspace.role }
}

/**
 * For pages under `/w/[slug]`: the workspace context, or the 404 page (SPEC point 6). Every page
 * calls this itself, not only the layout, because a layout does not re-render on client
 * navigation and would let a just-removed member through. `cache` shares one lookup per render.
 */
export const loadWorkspace = cache(async (slug: string): Promise<WorkspaceContext> => {
  const context = await findWorkspace(slug, `/w/${slug}`)
  if (!context) notFound()
  return context
})
