/**
 * Which controls a role sees (docs/product.md, "Roles and permissions"). RLS and the Postgres
 * functions enforce the same rules; this only hides what would be refused.
 */
import { Constants } from '@teamboard/supabase'
import type { WorkspaceRole } from '@teamboard/supabase/queries'

export type { WorkspaceRole }

/** Most powerful first, as the `workspace_role` enum declares them. */
export const workspaceRoles: readonly WorkspaceRole[] = Constants.public.Enums.workspace_role

export const roleLabels: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
}

/** `role` is `minimum` or above it. */
export function hasRole(role: WorkspaceRole, minimum: WorkspaceRole): boolean {
  return workspaceRoles.indexOf(role) <= workspaceRoles.indexOf(minimum)
}

/** Rename the workspace and change its slug. */
export function canEditWorkspace(role: WorkspaceRole): boolean {
  return hasRole(role, 'admin')
}

/** Invite people and revoke pending invitations. */
export function canInvite(role: WorkspaceRole): boolean {
  return hasRole(role, 'admin')
}

/** Change roles, transfer ownership, delete the workspace. */
export function isOwner(role: WorkspaceRole): boolean {
  return role === 'owner'
}

/** Owners remove anyone else; admins remove anyone but owners; nobody "removes" themselves (that is leaving). */
export function canRemove(
  me: { id: string; role: WorkspaceRole },
  target: { id: string; role: WorkspaceRole },
): boolean {
  if (me.id === target.id) return false
  if (me.role === 'owner') return true
  return me.role === 'admin' && target.role !== 'owner'
}

/** The last owner cannot leave: a workspace always keeps one (`last_owner`). */
export function canLeave(role: WorkspaceRole, ownerCount: number): boolean {
  return role !== 'owner' || ownerCount > 1
}
