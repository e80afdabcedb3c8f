import type { TypedSupabaseClient } from '@teamboard/supabase'
import { acceptInvitation } from '@teamboard/supabase/mutations'
import { isInvitationToken } from '@/lib/invitation-token'

const INVITATION_PATH = /^\/invite\/([^/?#]+)$/

/**
 * A confirmation link whose target is an invitation (the account was made from the invitation
 * page) joins at once and lands on the workspace's board: confirming the address is the moment
 * the invitation can be checked against it. If joining fails, the invitation page says why.
 */
export async function joinFromLanding(
  supabase: TypedSupabaseClient,
  target: string,
): Promise<string> {
  const token = INVITATION_PATH.exec(target)?.[1]
  if (!token || !isInvitationToken(token)) return target
  const { data, error } = await acceptInvitation(supabase, token)
  return error ? target : `/w/${data.slug}`
}
