import type { SupabaseClient } from '@supabase/supabase-js'
import { limits } from '../../../packages/supabase/src/schemas/limits.ts'
import { fail, fromPostgrest } from '../_shared/errors.ts'
import type { InviteBody } from './body.ts'

type Caller = { userId: string; client: SupabaseClient }
export type Issued = {
  id: string
  workspace_id: string
  email: string
  role: string
  expires_at: string
  token: string
}

/**
 * The checks that come before create_invitation(), read with the caller's rights: a non-member
 * sees no workspace (404), a member may not invite (403). Owners and admins read their
 * workspace's invitations and members, which is all the duplicate and limit checks need.
 */
export async function checkInvite(caller: Caller, body: InviteBody, service: SupabaseClient) {
  const { client, userId } = caller
  const [workspace, membership, inviter] = await Promise.all([
    client.from('workspaces').select('name').eq('id', body.workspaceId).maybeSingle(),
    client
      .from('workspace_members')
      .select('role')
      .eq('workspace_id', body.workspaceId)
      .eq('user_id', userId)
      .maybeSingle(),
    client.from('profiles').select('display_name').eq('id', userId).maybeSingle(),
  ])
  for (const result of [workspace, membership, inviter])
    if (result.error) throw fromPostgrest(result.error)
  if (!workspace.data || !membership.data) return fail('not_found', 404)
  if (membership.data.role !== 'owner' && membership.data.role !== 'admin')
    return fail('forbidden', 403)

  const pending = await client
    .from('invitations')
    .select('id', { count: 'exact', head: true })
    .eq('workspace_id', body.workspaceId)
    .eq('email', body.email)
    .is('accepted_at', null)
    .is('revoked_at', null)
    .gt('expires_at', new Date().toISOString())
  if (pending.error) throw fromPostgrest(pending.error)
  if ((pending.count ?? 0) > 0) return fail('invalid_input', 409)

  const members = await client
    .from('workspace_members')
    .select('user_id')
    .eq('workspace_id', body.workspaceId)
  if (members.error) throw fromPostgrest(members.error)
  if (members.data.length >= limits.membersPerWorkspace) return fail('limit_reached', 409)
  if (
    await isMember(
      service,
      members.data.map((m) => m.user_id as string),
      body.email,
    )
  )
    return fail('invalid_input', 409)

  return {
    workspace: workspace.data.name as string,
    inviter: (inviter.data?.display_name as string | undefined) ?? 'A teammate',
  }
}

/**
 * Emails live in auth.users, which only the auth admin API reads. At most 50 lookups (the member
 * limit); create_invitation() could do this in one query if it checked membership itself.
 */
async function isMember(
  service: SupabaseClient,
  userIds: string[],
  email: string,
): Promise<boolean> {
  const users = await Promise.all(userIds.map((id) => service.auth.admin.getUserById(id)))
  return users.some(({ data }) => data.user?.email?.toLowerCase() === email)
}

/** The rpc checks the role and the pending limit again, atomically, and stores only the token's SHA-256. */
export async function createInvitation(client: SupabaseClient, body: InviteBody): Promise<Issued> {
  const { data, error } = await client.rpc('create_invitation', {
    workspace_id: body.workspaceId,
    email: body.email,
    role: body.role,
  })
  if (error) throw fromPostgrest(error)
  return data as Issued
}

/** A mail that could not be sent leaves no pending invitation behind, so the admin can simply retry. */
export async function revokeInvitation(client: SupabaseClient, id: string) {
  await client.from('invitations').update({ revoked_at: new Date().toISOString() }).eq('id', id)
}
