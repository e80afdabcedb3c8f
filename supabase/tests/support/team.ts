import { acceptInvitation, createInvitation, createWorkspace } from '@teamboard/supabase/mutations'
import type { Result } from '@teamboard/supabase'
import type { Workspace } from '@teamboard/supabase/queries'
import type { LocalSupabase, TestUser } from './backend.ts'

let slugs = 0

export function uniqueSlug(prefix = 'team'): string {
  return `${prefix}-${Date.now().toString(36)}-${slugs++}`
}

/** Unwraps a `Result`, failing the test setup with the catalogue code. */
export function must<T>(result: Result<T>): T {
  if (result.error) throw new Error(`setup failed: ${result.error.code}`)
  return result.data
}

/** A workspace owned by `owner`, joined by the others through real invitations. */
export async function createTeam(
  owner: TestUser,
  others: [TestUser, 'admin' | 'member'][] = [],
): Promise<Workspace> {
  const workspace = must(await createWorkspace(owner.client, { name: 'Team', slug: uniqueSlug() }))
  for (const [user, role] of others) await join(owner, workspace.id, user, role)
  return workspace
}

export async function join(
  inviter: TestUser,
  workspaceId: string,
  user: TestUser,
  role: 'admin' | 'member' = 'member',
): Promise<void> {
  const invitation = must(
    await createInvitation(inviter.client, workspaceId, { email: user.email, role }),
  )
  must(await acceptInvitation(user.client, invitation.token as string))
}

export async function roleOf(
  backend: LocalSupabase,
  workspaceId: string,
  userId: string,
): Promise<string | null> {
  const rows = await backend.sql<{ role: string }>(
    'select role::text from public.workspace_members where workspace_id = $1 and user_id = $2',
    [workspaceId, userId],
  )
  return rows[0]?.role ?? null
}
