import type { SupabaseClient, User } from '@supabase/supabase-js'
import type { Database } from '@teamboard/supabase'
import { fail, fromBackend } from '../_shared/errors.ts'

type Admin = SupabaseClient<Database>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function userIdFor(admin: Admin, query: string): Promise<string> {
  if (UUID.test(query)) return query.toLowerCase()
  if (!query.includes('@')) return fail('invalid_input', 422)
  const { data, error } = await admin.rpc('support_user_id_by_email', { address: query })
  if (error) return fromBackend(error)
  return data ?? fail('not_found', 404)
}

function summary(user: User) {
  return {
    id: user.id,
    email: user.email ?? null,
    confirmedAt: user.email_confirmed_at ?? null,
    lastSignInAt: user.last_sign_in_at ?? null,
    createdAt: user.created_at,
    bannedUntil: (user as User & { banned_until?: string | null }).banned_until ?? null,
    staff: user.app_metadata?.staff === true,
  }
}

/** A user by email or id: auth facts (admin API), profile, workspaces and roles. */
export async function findUser(admin: Admin, query: string) {
  const id = await userIdFor(admin, query)
  const { data, error } = await admin.auth.admin.getUserById(id)
  if (error || !data.user) return fail('not_found', 404)
  const [profile, memberships, failedMails] = await Promise.all([
    admin.from('profiles').select('display_name, avatar_path').eq('id', id).maybeSingle(),
    admin
      .from('workspace_members')
      .select('role, joined_at, workspaces!workspace_members_workspace_id_fkey(id, slug, name)')
      .eq('user_id', id)
      .order('joined_at'),
    // Notification mails that failed for good (docs/decisions/notification-delivery.md).
    admin
      .from('notification_mails')
      .select('id, attempts, last_error, created_at, workspaces(slug)')
      .eq('user_id', id)
      .eq('status', 'failed')
      .order('created_at', { ascending: false })
      .limit(20),
  ])
  if (profile.error) return fromBackend(profile.error)
  if (memberships.error) return fromBackend(memberships.error)
  if (failedMails.error) return fromBackend(failedMails.error)
  return {
    user: {
      ...summary(data.user),
      displayName: profile.data?.display_name ?? null,
      workspaces: memberships.data.map((m) => ({ ...m.workspaces, role: m.role })),
      failedMails: failedMails.data.map((mail) => ({
        id: mail.id,
        workspace: mail.workspaces?.slug ?? null,
        attempts: mail.attempts,
        lastError: mail.last_error,
        createdAt: mail.created_at,
      })),
    },
  }
}

/** A workspace by slug: members, pending invitations, task count, the 20 latest activities. */
export async function findWorkspace(admin: Admin, slug: string) {
  const { data: workspace, error } = await admin
    .from('workspaces')
    .select('id, slug, name, created_at')
    .eq('slug', slug)
    .maybeSingle()
  if (error) return fromBackend(error)
  if (!workspace) return fail('not_found', 404)
  const [members, invitations, tasks, activity] = await Promise.all([
    admin
      .from('workspace_members')
      .select('user_id, role, joined_at, profiles!workspace_members_user_id_fkey(display_name)')
      .eq('workspace_id', workspace.id)
      .order('joined_at'),
    admin
      .from('invitations')
      .select('id, email, role, expires_at, created_at')
      .eq('workspace_id', workspace.id)
      .is('accepted_at', null)
      .is('revoked_at', null)
      .order('created_at'),
    admin
      .from('tasks')
      .select('id', { count: 'exact', head: true })
      .eq('workspace_id', workspace.id),
    admin
      .from('activity')
      .select('id, kind, actor_id, task_id, created_at')
      .eq('workspace_id', workspace.id)
      .order('created_at', { ascending: false })
      .limit(20),
  ])
  for (const result of [members, invitations, tasks, activity])
    if (result.error) return fromBackend(result.error)
  return {
    workspace: {
      ...workspace,
      members: (members.data ?? []).map((m) => ({
        userId: m.user_id,
        role: m.role,
        joinedAt: m.joined_at,
        displayName: m.profiles?.display_name ?? null,
      })),
      pendingInvitations: invitations.data ?? [],
      taskCount: tasks.count ?? 0,
      recentActivity: activity.data ?? [],
    },
  }
}
