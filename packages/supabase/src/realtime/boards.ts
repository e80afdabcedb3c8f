import type { RealtimeConnection } from '../clients/types.js'
import { type ChannelStatusHandlers, subscribeChannel } from './channel-status.js'
import { onRowChanges } from './row-changes.js'

let channels = 0

/**
 * Live changes to a workspace's boards, board columns and labels (names, order, groups, colours,
 * archive): `onChange` names the table that changed; a screen reloads what it shows of it.
 * Inserts and updates are filtered by workspace and RLS-checked; deletes come as keys only, from
 * any workspace (`onRowChanges`), so a delete elsewhere may call `onChange` needlessly.
 */
export function subscribeToWorkspaceBoards(
  supabase: RealtimeConnection,
  workspaceId: string,
  handlers: ChannelStatusHandlers & {
    onChange: (table: 'boards' | 'board_columns' | 'labels') => void
  },
): () => void {
  const channel = supabase.channel(`boards:${workspaceId}:${++channels}`)
  for (const table of ['boards', 'board_columns', 'labels'] as const)
    onRowChanges(channel, table, `workspace_id=eq.${workspaceId}`, () => handlers.onChange(table))
  return subscribeChannel(supabase, channel, handlers)
}

/** Live changes to one task's checklist (`onChange` on any insert, update or delete of it). */
export function subscribeToChecklist(
  supabase: RealtimeConnection,
  taskId: string,
  handlers: ChannelStatusHandlers & { onChange: () => void },
): () => void {
  const channel = supabase.channel(`checklist:${taskId}:${++channels}`)
  onRowChanges(channel, 'checklist_items', `task_id=eq.${taskId}`, () => handlers.onChange())
  return subscribeChannel(supabase, channel, handlers)
}
