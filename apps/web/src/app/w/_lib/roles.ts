/**
 * SPEC point 6 as the UI reads it: which controls a role sees. RLS and the Postgres functions
 * enforce the same rules; this only hides what would be refused.
 */
import type { WorkspaceRole } from '@teamboard/supabase/queries'

export type { WorkspaceRole }

export const roleLabels: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
}

/** Rename the workspace and change its slug. */
export function canEditWorkspace(role: WorkspaceRole): boolean {
  return role === 'owner' || role === 'admin'
}

/** Invite people and revoke pending invitations. */
export function canInvite(role: WorkspaceRole): boolean {
  return role === 'owner' || role === 'admin'
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
