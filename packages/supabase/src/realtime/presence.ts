import type { TypedSupabaseClient } from '../clients/types.js'
import type { ChannelStatus } from './tasks.js'

/** What a viewer shares with the others on the board. */
export interface Viewer {
  userId: string
  displayName: string
  avatarPath: string | null
}

/**
 * Who is looking at a workspace's board right now: one presence channel per board, keyed by user
 * id, so someone with three tabs open is one viewer. `onChange` receives the viewers (the caller
 * included) on every join and leave, sorted by name. Returns the leave function.
 *
 * The channel is public: anyone signed in who knows the workspace id could join it. Hosted
 * Supabase can make it private with an RLS policy on `realtime.messages`; the local backend has
 * no such table.
 */
export function joinBoardPresence(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  me: Viewer,
  onChange: (viewers: Viewer[]) => void,
  onStatus?: (status: ChannelStatus, error?: Error) => void,
): () => void {
  const channel = supabase.channel(`board:${workspaceId}`, {
    config: { presence: { key: me.userId } },
  })
  channel
    .on('presence', { event: 'sync' }, () => {
      const state = channel.presenceState<Viewer>()
      const viewers = Object.values(state)
        .map((metas) => metas[0])
        .filter((viewer): viewer is NonNullable<typeof viewer> => viewer !== undefined)
        .map(({ userId, displayName, avatarPath }) => ({ userId, displayName, avatarPath }))
        .sort(
          (a, b) => a.displayName.localeCompare(b.displayName) || a.userId.localeCompare(b.userId),
        )
      onChange(viewers)
    })
    .subscribe((status, error) => {
      if (status === 'SUBSCRIBED') void channel.track({ ...me })
      onStatus?.(status as ChannelStatus, error)
    })
  return () => {
    void supabase.removeChannel(channel)
  }
}
