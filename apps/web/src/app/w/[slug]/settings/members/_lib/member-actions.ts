'use server'

import {
  changeMemberRole,
  leaveWorkspace,
  removeMember,
  revokeInvitation,
  transferOwnership,
} from '@teamboard/supabase/mutations'
import { workspaceRoleSchema } from '@teamboard/supabase/schemas'
import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'
import { refuse } from '@/lib/actions/result'

// Row actions: the rpc or RLS checks the caller again; the page re-renders from the change.
const membersPath = (slug: string) => `/w/${slug}/settings/members`
const memberInput = z.object({ userId: z.uuid() })

export const changeRoleAction = workspaceAction(
  {
    name: 'member.change-role',
    input: memberInput.extend({ role: workspaceRoleSchema }),
    role: 'owner',
  },
  async ({ userId, role }, { supabase, workspace }) => {
    const result = await changeMemberRole(supabase, workspace.id, userId, role)
    revalidatePath(membersPath(workspace.slug))
    return result
  },
)

export const transferOwnershipAction = workspaceAction(
  { name: 'member.transfer-ownership', input: memberInput, role: 'owner' },
  async ({ userId }, { supabase, workspace }) => {
    const result = await transferOwnership(supabase, workspace.id, userId)
    revalidatePath(membersPath(workspace.slug))
    return result
  },
)

export const removeMemberAction = workspaceAction(
  { name: 'member.remove', input: memberInput, role: 'admin' },
  async ({ userId }, { supabase, workspace }) => {
    const result = await removeMember(supabase, workspace.id, userId)
    revalidatePath(membersPath(workspace.slug))
    return result
  },
)

export const revokeInvitationAction = workspaceAction(
  { name: 'invitation.revoke', input: z.object({ invitationId: z.uuid() }), role: 'admin' },
  async ({ invitationId }, { supabase, workspace }) => {
    const result = await revokeInvitation(supabase, invitationId)
    revalidatePath(membersPath(workspace.slug))
    // RLS hides an invitation answered meanwhile (or another workspace's) from the update.
    return result.error?.code === 'not_found' ? refuse('invite_invalid') : result
  },
)

/** Leaving ends on `/w`; the last owner is refused with `last_owner`. */
export const leaveWorkspaceAction = workspaceAction(
  { name: 'member.leave', input: z.unknown() },
  async (_input, { supabase, workspace }) => {
    const result = await leaveWorkspace(supabase, workspace.id)
    if (result.error) return result
    revalidatePath('/w', 'layout')
    redirect('/w')
  },
)
