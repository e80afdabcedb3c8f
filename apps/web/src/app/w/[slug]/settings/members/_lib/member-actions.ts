'use server'

import { appError, type AppError } from '@teamboard/supabase/errors'
import {
  changeMemberRole,
  leaveWorkspace,
  removeMember,
  revokeInvitation,
  transferOwnership,
} from '@teamboard/supabase/mutations'
import { workspaceRoleSchema } from '@teamboard/supabase/schemas'
import type { Route } from 'next'
import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { canInvite, isOwner } from '../../../../_lib/roles'
import { findWorkspace, type WorkspaceContext } from '../../../_lib/load-workspace'

/** Row actions answer `{ error }` in catalogue words (shown in a toast) or nothing. */
export type MemberActionResult = { error?: string }

const idSchema = z.uuid()

/**
 * Loads the workspace as the caller (404 if not a member), checks the role the UI assumed, runs
 * the change (the rpc or RLS checks again) and re-renders the members page.
 */
async function inWorkspace(
  slug: string,
  allowed: (context: WorkspaceContext) => boolean,
  change: (context: WorkspaceContext) => Promise<{ error: AppError | null }>,
): Promise<MemberActionResult> {
  const path = `/w/${slug}/settings/members`
  const context = await findWorkspace(slug, path)
  if (!context) return { error: appError('not_found').message }
  if (!allowed(context)) return { error: appError('forbidden').message }
  const { error } = await change(context)
  if (error) return { error: error.message }
  revalidatePath(path)
  return {}
}

// An id or role that does not parse cannot name a row the caller may change.
const notFound = async () => ({ error: appError('not_found') })

export async function changeRoleAction(
  slug: string,
  userId: string,
  role: string,
): Promise<MemberActionResult> {
  const target = idSchema.safeParse(userId)
  const newRole = workspaceRoleSchema.safeParse(role)
  return inWorkspace(
    slug,
    (c) => isOwner(c.role),
    ({ supabase, workspace }) =>
      target.success && newRole.success
        ? changeMemberRole(supabase, workspace.id, target.data, newRole.data)
        : notFound(),
  )
}

export async function transferOwnershipAction(
  slug: string,
  userId: string,
): Promise<MemberActionResult> {
  const target = idSchema.safeParse(userId)
  return inWorkspace(
    slug,
    (c) => isOwner(c.role),
    ({ supabase, workspace }) =>
      target.success ? transferOwnership(supabase, workspace.id, target.data) : notFound(),
  )
}

export async function removeMemberAction(
  slug: string,
  userId: string,
): Promise<MemberActionResult> {
  const target = idSchema.safeParse(userId)
  return inWorkspace(
    slug,
    (c) => canInvite(c.role),
    ({ supabase, workspace }) =>
      target.success ? removeMember(supabase, workspace.id, target.data) : notFound(),
  )
}

export async function revokeInvitationAction(
  slug: string,
  invitationId: string,
): Promise<MemberActionResult> {
  const id = idSchema.safeParse(invitationId)
  return inWorkspace(
    slug,
    (c) => canInvite(c.role),
    async ({ supabase }) => {
      if (!id.success) return notFound()
      const { error } = await revokeInvitation(supabase, id.data)
      // RLS hides an invitation answered meanwhile (or another workspace's) from the update.
      return { error: error?.code === 'not_found' ? appError('invite_invalid') : error }
    },
  )
}

/** Leaving ends on `/w`; the last owner is refused with `last_owner`. */
export async function leaveWorkspaceAction(slug: string): Promise<MemberActionResult> {
  const result = await inWorkspace(
    slug,
    () => true,
    ({ supabase, workspace }) => leaveWorkspace(supabase, workspace.id),
  )
  if (result.error) return result
  revalidatePath('/w', 'layout')
  redirect('/w' as Route)
}
