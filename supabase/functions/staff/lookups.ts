import type { SupabaseClient, User } from '@supabase/supabase-js'
import type { Database } from '@teamboard/supabase'
import { fail, fromBackend } from '../_shared/errors.ts'
import { audited, historyOf } from './audit.ts'
import type { Staff } from './caller.ts'

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

async function readUser(admin: Admin, query: string) {
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
  }
}

/**
 * A user by email or id: auth facts (admin API), profile, workspaces and roles, and what staff did
 * about them. The look-up itself is audited first, so it is part of the history it returns.
 */
export async function findUser(admin: Admin, staff: Staff, query: string) {
  const user = await audited(
    admin,
    staff,
    { action: 'find_user', target_type: 'user', query },
    async () => {
      const found = await readUser(admin, query)
      return { result: found, targetId: found.id }
    },
  )
  return { user: { ...user, history: await historyOf(admin, [user.id]) } }
}

async function emailsOf(admin: Admin, ids: string[]): Promise<Map<string, string | null>> {
  const users = await Promise.all(ids.map((id) => admin.auth.admin.getUserById(id)))
  return new Map(ids.map((id, i) => [id, users[i]?.data.user?.email ?? null]))
}

/** A workspace's members, pending invitations, task count and latest activity, read at once. */
async function workspaceRows(admin: Admin, workspaceId: string) {
  const [members, invitations, tasks, activity] = await Promise.all([
    admin
      .from('workspace_members')
      .select('user_id, role, joined_at, profiles!workspace_members_user_id_fkey(display_name)')
      .eq('workspace_id', workspaceId)
      .order('joined_at'),
    admin
      .from('invitations')
      .select('id, email, role, expires_at, created_at')
      .eq('workspace_id', workspaceId)
      .is('accepted_at', null)
      .is('revoked_at', null)
      .order('created_at'),
    admin
      .from('tasks')
      .select('id', { count: 'exact', head: true })
      .eq('workspace_id', workspaceId),
    admin
      .from('activity')
      .select(
        'id, kind, data, created_at, profiles!activity_actor_id_fkey(display_name), tasks!activity_task_id_fkey(number, title)',
      )
      .eq('workspace_id', workspaceId)
      .order('created_at', { ascending: false })
      .limit(20),
  ])
  for (const result of [members, invitations, tasks, activity])
    if (result.error) return fromBackend(result.error)
  return { members, invitations, tasks, activity }
}

async function readWorkspace(admin: Admin, slug: string) {
  const { data: workspace, error } = await admin
    .from('workspaces')
    .select('id, slug, name, created_at')
    .eq('slug', slug)
    .maybeSingle()
  if (error) return fromBackend(error)
  if (!workspace) return fail('not_found', 404)
  const { members, invitations, tasks, activity } = await workspaceRows(admin, workspace.id)
  const memberRows = members.data ?? []
  const emails = await emailsOf(
    admin,
    memberRows.map((m) => m.user_id),
  )
  return {
    ...workspace,
    members: memberRows.map((m) => ({
      userId: m.user_id,
      email: emails.get(m.user_id) ?? null,
      role: m.role,
      joinedAt: m.joined_at,
      displayName: m.profiles?.display_name ?? null,
    })),
    pendingInvitations: invitations.data ?? [],
    taskCount: tasks.count ?? 0,
    recentActivity: (activity.data ?? []).map((a) => ({
      id: a.id,
      kind: a.kind,
      data: a.data,
      created_at: a.created_at,
      actorName: a.profiles?.display_name ?? null,
      task: a.tasks ? { number: a.tasks.number, title: a.tasks.title } : null,
    })),
  }
}

/**
 * A workspace by slug: members (with their emails), pending invitations, task count, the 20 latest
 * activities in a readable shape, and what staff did about it and its invitations. Audited first.
 */
export async function findWorkspace(admin: Admin, staff: Staff, slug: string) {
  const workspace = await audited(
    admin,
    staff,
    { action: 'find_workspace', target_type: 'workspace', query: slug },
    async () => {
      const found = await readWorkspace(admin, slug)
      return { result: found, targetId: found.id }
    },
  )
  const invitations = await admin.from('invitations').select('id').eq('workspace_id', workspace.id)
  if (invitations.error) return fromBackend(invitations.error)
  const targets = [workspace.id, ...invitations.data.map((i) => i.id)]
  return { workspace: { ...workspace, history: await historyOf(admin, targets) } }
}
