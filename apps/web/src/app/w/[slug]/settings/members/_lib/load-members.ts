import 'server-only'
import type { TypedSupabaseClient } from '@teamboard/supabase'
import { type Member, avatarUrl, listMembers } from '@teamboard/supabase/queries'
import type { WorkspaceRole } from '@/lib/roles'

export interface MemberView {
  userId: string
  role: WorkspaceRole
  displayName: string
  avatarUrl: string | null
}

/** Members as the list shows them: names and avatar URLs from their profiles, owners first. */
export async function loadMembers(
  supabase: TypedSupabaseClient,
  workspaceId: string,
): Promise<MemberView[]> {
  const { data, error } = await listMembers(supabase, workspaceId)
  if (error) throw new Error(`Loading members failed: ${error.code}`)
  return data.map((member) => memberView(supabase, member))
}

/** One member as the list shows them. */
export function memberView(supabase: TypedSupabaseClient, member: Member): MemberView {
  return {
    userId: member.user_id,
    role: member.role,
    displayName: member.profile.display_name,
    avatarUrl: avatarUrl(supabase, member.profile),
  }
}
