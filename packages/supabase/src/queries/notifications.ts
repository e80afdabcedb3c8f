import type { TypedSupabaseClient } from '../clients/types.js'
import { type Result, fail, ok } from '../result.js'
import type { Enums, Tables } from '../types/database.js'

export type Notification = Tables<'notifications'>
export type NotificationKind = Enums<'notification_kind'>
export type NotificationDelivery = Enums<'notification_delivery'>
export type NotificationPreference = Tables<'notification_preferences'>

/** An inbox row with what it needs to show and link: the workspace's slug and the actor's name. */
export type InboxNotification = Notification & {
  workspace: { slug: string; name: string } | null
  actor: { display_name: string } | null
}

/** The newest notifications of the signed-in user (RLS: their own only), newest first. */
export async function listInbox(
  supabase: TypedSupabaseClient,
  limit = 200,
): Promise<Result<InboxNotification[]>> {
  const { data, error } = await supabase
    .from('notifications')
    .select(
      '*, workspace:workspaces(slug, name), actor:profiles!notifications_actor_id_fkey(display_name)',
    )
    .order('created_at', { ascending: false })
    .limit(limit)
  return error ? fail(error) : ok(data as unknown as InboxNotification[])
}

/** How many of the signed-in user's notifications are unread. */
export async function countUnread(supabase: TypedSupabaseClient): Promise<Result<number>> {
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null)
  return error ? fail(error) : ok(count ?? 0)
}

/** The signed-in user's saved choices; a kind without a row has its default (`defaultDelivery`). */
export async function listNotificationPreferences(
  supabase: TypedSupabaseClient,
): Promise<Result<NotificationPreference[]>> {
  const { data, error } = await supabase.from('notification_preferences').select('*')
  return error ? fail(error) : ok(data)
}

/** The database's default (private.delivery_for): instant for assigned and mentioned, else digest. */
export function defaultDelivery(kind: NotificationKind): NotificationDelivery {
  return kind === 'assigned' || kind === 'mentioned' ? 'instant' : 'digest'
}

/**
 * Who watches a task, oldest first (RLS: the workspace's members read them). Watchers are always
 * members, so the caller names them from its member list.
 */
export async function listWatcherIds(
  supabase: TypedSupabaseClient,
  taskId: string,
): Promise<Result<string[]>> {
  const { data, error } = await supabase
    .from('watchers')
    .select('user_id')
    .eq('task_id', taskId)
    .order('created_at')
  return error ? fail(error) : ok(data.map((row) => row.user_id))
}
