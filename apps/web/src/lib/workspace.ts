import 'server-only'
import { requireUser, type AuthUser } from '@teamboard/auth/server'
import type { TypedSupabaseClient } from '@teamboard/supabase'
import { getWorkspaceBySlug, type MyWorkspace } from '@teamboard/supabase/queries'
import { slugSchema } from '@teamboard/supabase/schemas'
import { createServerClient } from '@teamboard/supabase/server'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import type { WorkspaceRole } from './roles'

export interface WorkspaceContext {
  user: AuthUser
  supabase: TypedSupabaseClient
  workspace: MyWorkspace
  role: WorkspaceRole
}

/**
 * The workspace with this slug and the caller's role, read as the caller under RLS, or null:
 * a workspace the caller is not a member of is indistinguishable from one that does not exist.
 * A failure other than "not found" is thrown (a page's error boundary, an action's report).
 */
export async function findWorkspace(
  user: AuthUser,
  supabase: TypedSupabaseClient,
  slug: unknown,
): Promise<WorkspaceContext | null> {
  const parsed = slugSchema.safeParse(slug)
  if (!parsed.success) return null
  const { data: workspace, error } = await getWorkspaceBySlug(supabase, user.id, parsed.data)
  if (error?.code === 'not_found') return null
  if (error) throw new Error(`Loading workspace failed: ${error.code}`, { cause: error.cause })
  return { user, supabase, workspace, role: workspace.role }
}

/**
 * For pages under `/w/[slug]`: the workspace context, or the 404 page (docs/product.md, "Roles
 * and permissions"). Signed-out visitors go to sign-in and come back. Every page calls this
 * itself, not only the layout, because a layout does not re-render on client navigation and
 * would let a just-removed member through. `cache` shares one lookup per render.
 */
export const loadWorkspace = cache(async (slug: string): Promise<WorkspaceContext> => {
  const user = await requireUser({ next: `/w/${slug}` })
  const context = await findWorkspace(user, await createServerClient(), slug)
  if (!context) notFound()
  return context
})
