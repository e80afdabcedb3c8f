import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import type { RealtimeConnection } from '../clients/types.js'
import type { Task } from '../queries/tasks.js'
import { type ChannelStatusHandlers, subscribeChannel } from './channel-status.js'
import { onRowChanges } from './row-changes.js'

export type { ChannelStatus } from './channel-status.js'

export interface TaskChangeHandlers extends ChannelStatusHandlers {
  onInsert?: (task: Task) => void
  onUpdate?: (task: Task) => void
  /**
   * Only the id is sent for a delete (RLS cannot be checked on a row that is gone), and deletes
   * are not filtered by workspace (see `onRowChanges`): ignore ids you do not show.
   */
  onDelete?: (task: { id: string }) => void
  /** Also: `onStatus`, and `onJoin` — reload the board (`listBoardTasks`) to catch up. */
}

let channels = 0

/**
 * Live changes to one workspace's tasks through `postgres_changes`: inserts and updates filtered
 * by `workspace_id` and checked against RLS by the server, so a subscriber never receives another
 * workspace's tasks; deletes as ids only, from any workspace (`onRowChanges`). Returns the unsubscribe. Framework-free: call it from an effect, a store,
 * or a script. The client keeps the channel on the new token after `TOKEN_REFRESHED`; remove it
 * (call the unsubscribe) on `SIGNED_OUT`.
 */
export function subscribeToWorkspaceTasks(
  supabase: RealtimeConnection,
  workspaceId: string,
  handlers: TaskChangeHandlers,
): () => void {
  // A topic per call: supabase-js hands back an existing channel of the same topic, which
  // cannot take new listeners once subscribed (e.g. React's double effect in development).
  const channel = supabase.channel(`tasks:${workspaceId}:${++channels}`)
  onRowChanges<Task>(
    channel,
    'tasks',
    `workspace_id=eq.${workspaceId}`,
    (payload: RealtimePostgresChangesPayload<Task>) => {
      if (payload.eventType === 'INSERT') handlers.onInsert?.(payload.new)
      else if (payload.eventType === 'UPDATE') handlers.onUpdate?.(payload.new)
      else if (typeof payload.old.id === 'string') handlers.onDelete?.({ id: payload.old.id })
    },
  )
  return subscribeChannel(supabase, channel, handlers)
}
