import type { TypedSupabaseClient } from '../clients/types.js'
import type { NotificationDelivery, NotificationKind } from '../queries/notifications.js'
import { type Result, fail, ok } from '../result.js'
import type { TaskRef } from './attachments.js'

/** Marks the signed-in user's notifications read (or unread again); RLS limits it to their own. */
export async function markNotifications(
  supabase: TypedSupabaseClient,
  ids: string[] | 'all',
  read: boolean,
): Promise<Result<number>> {
  let update = supabase
    .from('notifications')
    .update({ read_at: read ? new Date().toISOString() : null })
  update = ids === 'all' ? update.is('read_at', null) : update.in('id', ids)
  const { data, error } = await update.select('id')
  return error ? fail(error) : ok(data.length)
}

/** How the signed-in user gets mail for one kind. */
export async function setNotificationDelivery(
  supabase: TypedSupabaseClient,
  userId: string,
  kind: NotificationKind,
  delivery: NotificationDelivery,
): Promise<Result<null>> {
  const { error } = await supabase
    .from('notification_preferences')
    .upsert({ user_id: userId, kind, delivery }, { onConflict: 'user_id,kind' })
  return error ? fail(error) : ok(null)
}

/** Watch or stop watching a task as the signed-in user. */
export async function setWatching(
  supabase: TypedSupabaseClient,
  task: TaskRef,
  userId: string,
  watching: boolean,
): Promise<Result<null>> {
  const { error } = watching
    ? await supabase
        .from('watchers')
        .upsert(
          { task_id: task.id, workspace_id: task.workspaceId, user_id: userId },
          { onConflict: 'task_id,user_id', ignoreDuplicates: true },
        )
    : await supabase.from('watchers').delete().eq('task_id', task.id).eq('user_id', userId)
  return error ? fail(error) : ok(null)
}

/**
 * The unsubscribe link of a notification mail, signed out: turns mail off for the kinds the
 * signed token names. A forged or damaged token is `link_invalid`.
 */
export async function unsubscribeFromMail(
  supabase: TypedSupabaseClient,
  token: string,
): Promise<Result<NotificationKind[]>> {
  const { data, error } = await supabase.rpc('unsubscribe_notifications', { token })
  return error ? fail(error) : ok(data as NotificationKind[])
}
