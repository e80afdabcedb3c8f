import type { RealtimeConnection } from '../clients/types.js'
import { type ChannelStatusHandlers, subscribeChannel } from './channel-status.js'
import { onRowChanges } from './row-changes.js'

let channels = 0

/** A change to a workspace's boards, columns or labels: which row, and whether it was deleted. */
export interface BoardStructureChange {
  table: 'boards' | 'board_columns' | 'labels'
  id: string
  deleted: boolean
}

/**
 * Live changes to a workspace's boards, board columns and labels (names, order, groups, colours,
 * archive): `onChange` names the table and the row; a screen reloads what it shows of it.
 * Inserts and updates are filtered by workspace and RLS-checked; deletes come with the id only,
 * from every workspace (`onRowChanges`): ignore a deleted id the screen does not show. (Deleting
 * a workspace deletes all its boards, columns and labels at once.)
 */
export function subscribeToWorkspaceBoards(
  supabase: RealtimeConnection,
  workspaceId: string,
  handlers: ChannelStatusHandlers & { onChange: (change: BoardStructureChange) => void },
): () => void {
  const channel = supabase.channel(`boards:${workspaceId}:${++channels}`)
  for (const table of ['boards', 'board_columns', 'labels'] as const)
    onRowChanges<{ id: string }>(channel, table, `workspace_id=eq.${workspaceId}`, (payload) => {
      const deleted = payload.eventType === 'DELETE'
      const id = deleted ? payload.old.id : payload.new.id
      if (typeof id === 'string') handlers.onChange({ table, id, deleted })
    })
  return subscribeChannel(supabase, channel, handlers)
}

/** What changed in a checklist: the item's id, and whether it was deleted. */
export interface ChecklistChange {
  id: string
  deleted: boolean
}

/**
 * Live changes to one task's checklist: `onChange` on any insert or update of its items, and on
 * every delete of any checklist item anywhere, with the id only (`onRowChanges`): ignore a
 * deleted id the list does not hold. (Cancelling a large import deletes thousands at once.)
 */
export function subscribeToChecklist(
  supabase: RealtimeConnection,
  taskId: string,
  handlers: ChannelStatusHandlers & { onChange: (change: ChecklistChange) => void },
): () => void {
  const channel = supabase.channel(`checklist:${taskId}:${++channels}`)
  onRowChanges<{ id: string }>(channel, 'checklist_items', `task_id=eq.${taskId}`, (payload) => {
    const deleted = payload.eventType === 'DELETE'
    const id = deleted ? payload.old.id : payload.new.id
    if (typeof id === 'string') handlers.onChange({ id, deleted })
  })
  return subscribeChannel(supabase, channel, handlers)
}
