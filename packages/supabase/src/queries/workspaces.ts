import type { TypedSupabaseClient } from '../clients/types.js'
import { appError } from '../errors/catalogue.js'
import { type Result, fail, ok } from '../result.js'
import type { Enums, Tables } from '../types/database.js'

export type Workspace = Tables<'workspaces'>
export type WorkspaceRole = Enums<'workspace_role'>
export type Invitation = Tables<'invitations'>
export type MyWorkspace = Workspace & { role: WorkspaceRole }
export type Member = Pick<Tables<'workspace_members'>, 'user_id' | 'role' | 'joined_at'> & {
  profile: Pick<Tables<'profiles'>, 'id' | 'display_name' | 'avatar_path' | 'updated_at'>
}
export type PendingInvitation = Omit<Invitation, 'token_hash' | 'accepted_at' | 'revoked_at'>

const WORKSPACE_COLUMNS = 'id, slug, name, created_by, created_at, updated_at'

/** The workspaces `userId` belongs to, with their role in each, oldest membership first. */
export async function listMyWorkspaces(
  supabase: TypedSupabaseClient,
  userId: string,
): Promise<Result<MyWorkspace[]>> {
  const { data, error } = await supabase
    .from('workspace_members')
    .select(`role, workspace:workspaces!inner(${WORKSPACE_COLUMNS})`)
    .eq('user_id', userId)
    .order('joined_at')
  if (error) return fail(error)
  return ok(data.map(({ role, workspace }) => ({ ...workspace, role })))
}

/**
 * The workspace at `/w/[slug]` and the caller's role in it. A workspace the caller is not a
 * member of is `not_found`, the same as one that does not exist (docs/roles.md: 404).
 */
export async function getWorkspaceBySlug(
  supabase: TypedSupabaseClient,
  userId: string,
  slug: string,
): Promise<Result<MyWorkspace>> {
  const { data, error } = await supabase
    .from('workspace_members')
    .select(`role, workspace:workspaces!inner(${WORKSPACE_COLUMNS})`)
    .eq('user_id', userId)
    .eq('workspace.slug', slug)
    .maybeSingle()
  if (error) return fail(error)
  if (!data) return { data: null, error: appError('not_found') }
  return ok({ ...data.workspace, role: data.role })
}

/**
 * Members with their profiles, owners first, then by when they joined. The foreign key is named:
 * `tasks` links members and profiles too (assignee, author), which makes a bare `profiles` ambiguous.
 */
export async function listMembers(
  supabase: TypedSupabaseClient,
  workspaceId: string,
): Promise<Result<Member[]>> {
  const { data, error } = await supabase
    .from('workspace_members')
    .select(
      'user_id, role, joined_at, profile:profiles!workspace_members_user_id_fkey!inner(id, display_name, avatar_path, updated_at)',
    )
    .eq('workspace_id', workspaceId)
    .order('role')
    .order('joined_at')
  return error ? fail(error) : ok(data)
}

/** Invitations still waiting for an answer (owners and admins only; others get an empty list). */
export async function listPendingInvitations(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  now = new Date(),
): Promise<Result<PendingInvitation[]>> {
  const { data, error } = await supabase
    .from('invitations')
    .select('id, workspace_id, email, role, invited_by, expires_at, created_at')
    .eq('workspace_id', workspaceId)
    .is('accepted_at', null)
    .is('revoked_at', null)
    .gt('expires_at', now.toISOString())
    .order('created_at')
  return error ? fail(error) : ok(data)
}

/** For the live "address taken" hint; says nothing about whose workspace has it. */
export async function isSlugAvailable(
  supabase: TypedSupabaseClient,
  slug: string,
): Promise<Result<boolean>> {
  const { data, error } = await supabase.rpc('slug_available', { slug })
  return error ? fail(error) : ok(data)
}

export type InvitationPreview = { workspaceName: string; inviterName: string | null }

/**
 * Who invited whom to what, for the invitation page (signed in or not): the token is the proof.
 * `null` for an unknown, used, revoked or expired token.
 */
export async function getInvitationPreview(
  supabase: TypedSupabaseClient,
  token: string,
): Promise<Result<InvitationPreview | null>> {
  const { data, error } = await supabase.rpc('invitation_preview', { token })
  if (error) return fail(error)
  const row = data[0]
  return ok(row ? { workspaceName: row.workspace_name, inviterName: row.inviter_name } : null)
}
