import type { TypedSupabaseClient } from '@teamboard/supabase'
import { appError } from '@teamboard/supabase/errors'
import { createInvitation } from '@teamboard/supabase/mutations'
import { listPendingInvitations } from '@teamboard/supabase/queries'
import { failWith, fromBackend } from '../_shared/errors.ts'
import type { InviteBody } from './body.ts'

type Caller = { userId: string; client: TypedSupabaseClient }

/**
 * What the email needs, read with the caller's rights: a non-member sees no workspace (404).
 * create_invitation() re-issues a pending invitation (a resend); this function is for new ones,
 * so a pending address is refused first. Owners and admins see their workspace's invitations.
 */
async function readContext(caller: Caller, body: InviteBody) {
  const { client, userId } = caller
  const [workspace, inviter, pending] = await Promise.all([
    client.from('workspaces').select('name').eq('id', body.workspaceId).maybeSingle(),
    client.from('profiles').select('display_name').eq('id', userId).maybeSingle(),
    listPendingInvitations(client, body.workspaceId),
  ])
  if (workspace.error) return fromBackend(workspace.error)
  if (inviter.error) return fromBackend(inviter.error)
  if (pending.error) return failWith(pending.error)
  if (!workspace.data) return failWith(appError('not_found'))
  if (pending.data?.some((invitation) => invitation.email === body.email))
    return failWith(appError('already_invited'))
  return { workspace: workspace.data.name, inviter: inviter.data?.display_name ?? 'A teammate' }
}

/** The rpc checks role, membership and limits atomically and stores only the token's SHA-256. */
export async function issueInvitation(caller: Caller, body: InviteBody) {
  const context = await readContext(caller, body)
  const issued = await createInvitation(caller.client, body.workspaceId, body)
  if (issued.error) return failWith(issued.error)
  // The generated type marks every field of the `issued_invitation` composite nullable (Postgres
  // composite fields cannot be NOT NULL); create_invitation() fills them all.
  const { id, email, role, token } = issued.data
  if (!id || !email || !role || !token) return failWith(appError('unexpected'))
  return { ...context, issued: { ...issued.data, id, email, role, token } }
}
