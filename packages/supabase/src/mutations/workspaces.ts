import type { TypedSupabaseClient } from '../clients/types.js'
import { appError } from '../errors/catalogue.js'
import type { Workspace, WorkspaceRole } from '../queries/workspaces.js'
import { type Result, fail, ok } from '../result.js'
import type { InviteInput, RenameWorkspaceInput, WorkspaceInput } from '../schemas/index.js'
import type { CompositeTypes } from '../types/database.js'
import { removeObjectsUnder } from './attachment-objects.js'

/**
 * Wrappers over the workspace rpc functions (supabase/migrations/…_workspaces.sql), which
 * enforce docs/roles.md and docs/limits.md; their refusals arrive as catalogue codes (forbidden,
 * last_owner, invite_invalid, slug_taken, limit_reached, not_found). Inputs are what the zod
 * schemas parsed.
 */
export type IssuedInvitation = CompositeTypes<'issued_invitation'>

const WORKSPACE_COLUMNS = 'id, slug, name, created_by, created_at, updated_at'

/** Creates the workspace with the caller as its owner. */
export async function createWorkspace(
  supabase: TypedSupabaseClient,
  input: WorkspaceInput,
): Promise<Result<Workspace>> {
  const { data, error } = await supabase.rpc('create_workspace', {
    name: input.name,
    slug: input.slug,
  })
  return error ? fail(error) : ok(data)
}

/** Owners and admins; anyone else gets not_found (RLS hides the row from the update). */
export async function renameWorkspace(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  input: RenameWorkspaceInput,
): Promise<Result<Workspace>> {
  const { data, error } = await supabase
    .from('workspaces')
    .update(input)
    .eq('id', workspaceId)
    .select(WORKSPACE_COLUMNS)
    .single()
  return error ? fail(error) : ok(data)
}

/**
 * Owners only; members, invitations, tasks, comments and attachments go with it. Its stored
 * objects go first, through the Storage API (hosted Supabase refuses a direct delete, and once the
 * row is gone nobody is a member who may remove them), so the caller's role is checked before.
 */
export async function deleteWorkspace(
  supabase: TypedSupabaseClient,
  workspaceId: string,
): Promise<Result<{ id: string }>> {
  const { data: claims, error: claimsError } = await supabase.auth.getClaims()
  if (claimsError) return fail(claimsError)
  const membership = await supabase
    .from('workspace_members')
    .select('role')
    .eq('workspace_id', workspaceId)
    .eq('user_id', claims?.claims.sub ?? '')
    .maybeSingle()
  if (membership.error) return fail(membership.error)
  if (!membership.data) return { data: null, error: appError('not_found') }
  if (membership.data.role !== 'owner') return { data: null, error: appError('forbidden') }
  const removed = await removeObjectsUnder(supabase, workspaceId)
  if (removed.error) return removed
  const { data, error } = await supabase
    .from('workspaces')
    .delete()
    .eq('id', workspaceId)
    .select('id')
    .single()
  return error ? fail(error) : ok(data)
}

/**
 * Creates (or re-issues) an invitation and returns the plain token once, for the email link.
 * The `invite-member` edge function calls this with the caller's JWT, then sends the email.
 */
export async function createInvitation(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  input: InviteInput,
): Promise<Result<IssuedInvitation>> {
  const { data, error } = await supabase.rpc('create_invitation', {
    workspace_id: workspaceId,
    email: input.email,
    role: input.role,
  })
  return error ? fail(error) : ok(data)
}

export async function revokeInvitation(
  supabase: TypedSupabaseClient,
  invitationId: string,
): Promise<Result<{ id: string }>> {
  const { data, error } = await supabase
    .from('invitations')
    .update({ revoked_at: new Date().toISOString() })
    .eq('id', invitationId)
    .select('id')
    .single()
  return error ? fail(error) : ok(data)
}

/** Joins the invitation's workspace and returns it (to redirect to `/w/[slug]`). */
export async function acceptInvitation(
  supabase: TypedSupabaseClient,
  token: string,
): Promise<Result<Workspace>> {
  const { data, error } = await supabase.rpc('accept_invitation', { token })
  return error ? fail(error) : ok(data)
}

export async function changeMemberRole(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
): Promise<Result<null>> {
  const { error } = await supabase.rpc('change_member_role', {
    workspace_id: workspaceId,
    user_id: userId,
    role,
  })
  return error ? fail(error) : ok(null)
}

export async function removeMember(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  userId: string,
): Promise<Result<null>> {
  const { error } = await supabase.rpc('remove_member', {
    workspace_id: workspaceId,
    user_id: userId,
  })
  return error ? fail(error) : ok(null)
}

export async function leaveWorkspace(
  supabase: TypedSupabaseClient,
  workspaceId: string,
): Promise<Result<null>> {
  const { error } = await supabase.rpc('leave_workspace', { workspace_id: workspaceId })
  return error ? fail(error) : ok(null)
}

/** The caller hands ownership to another member and becomes an admin. */
export async function transferOwnership(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  newOwnerId: string,
): Promise<Result<null>> {
  const { error } = await supabase.rpc('transfer_ownership', {
    workspace_id: workspaceId,
    new_owner_id: newOwnerId,
  })
  return error ? fail(error) : ok(null)
}
