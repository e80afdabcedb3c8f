import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import type { RealtimeConnection } from '../clients/types.js'
import type { Attachment, Comment } from '../queries/task-detail.js'
import type { Activity, Task } from '../queries/tasks.js'
import { type ChannelStatusHandlers, subscribeChannel } from './channel-status.js'
import { onRowChanges } from './row-changes.js'

/** A change to one kind of row: the row itself, or only its id for a delete. */
export type RowChange<Row> =
  { type: 'INSERT'; row: Row } | { type: 'UPDATE'; row: Row } | { type: 'DELETE'; id: string }

export interface TaskDetailHandlers extends ChannelStatusHandlers {
  /** The task's fields changed, or (`DELETE`) the task is gone: close the view. */
  onTask?: (change: RowChange<Task>) => void
  onComment?: (change: RowChange<Comment>) => void
  onAttachment?: (change: RowChange<Attachment>) => void
  /** Activity is only ever inserted (by triggers). */
  onActivity?: (activity: Activity) => void
  /** Also: `onStatus`, and `onJoin` — reload with `getTaskDetail` to catch up. */
}

function toChange<Row extends { id: string }>(
  payload: RealtimePostgresChangesPayload<Row>,
): RowChange<Row> | null {
  if (payload.eventType === 'INSERT') return { type: 'INSERT', row: payload.new }
  if (payload.eventType === 'UPDATE') return { type: 'UPDATE', row: payload.new }
  return typeof payload.old.id === 'string' ? { type: 'DELETE', id: payload.old.id } : null
}

let channels = 0

/**
 * Live changes to one open task: its row, comments, attachments and activity, over one channel
 * of `postgres_changes` filtered by the task (RLS checked by the server, so only members receive
 * them). Comment and attachment deletes come as ids from any task (`onRowChanges`): ignore ids
 * you do not show. Returns the unsubscribe; see `subscribeToWorkspaceTasks` for token and sign-out handling.
 */
export function subscribeToTaskDetail(
  supabase: RealtimeConnection,
  task: { workspaceId: string; taskId: string },
  handlers: TaskDetailHandlers,
): () => void {
  const channel = supabase.channel(`task:${task.taskId}:${++channels}`)
  const byTask = `task_id=eq.${task.taskId}`
  onRowChanges<Comment>(channel, 'comments', byTask, (payload) => {
    const change = toChange(payload)
    if (change) handlers.onComment?.(change)
  })
  onRowChanges<Attachment>(channel, 'attachments', byTask, (payload) => {
    const change = toChange(payload)
    if (change) handlers.onAttachment?.(change)
  })
  channel
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'tasks', filter: `id=eq.${task.taskId}` },
      (payload: RealtimePostgresChangesPayload<Task>) => {
        const change = toChange(payload)
        if (change) handlers.onTask?.(change)
      },
    )
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'activity', filter: byTask },
      (payload: RealtimePostgresChangesPayload<Activity>) => {
        if (payload.eventType === 'INSERT') handlers.onActivity?.(payload.new)
      },
    )
  return subscribeChannel(supabase, channel, handlers)
}
