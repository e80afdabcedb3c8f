import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js'
import type { RealtimeConnection } from '../clients/types.js'
import { type ChannelStatus, subscribeWithToken } from './channel-status.js'

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
 * The channel is private: Realtime admits only members of the workspace (RLS on
 * `realtime.messages`, migration 20261123002100_board_channel_authorization), so nobody else sees
 * who is looking or can pose as a viewer.
 */
export function joinBoardPresence(
  supabase: RealtimeConnection,
  workspaceId: string,
  me: Viewer,
  onChange: (viewers: Viewer[]) => void,
  onStatus?: (status: ChannelStatus, error?: Error) => void,
): () => void {
  const channel = supabase.channel(`board:${workspaceId}`, {
    config: { private: true, presence: { key: me.userId } },
  })
  channel.on('presence', { event: 'sync' }, () => {
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
  return subscribeWithToken(supabase, channel, (status, error) => {
    if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) void channel.track({ ...me })
    onStatus?.(status, error)
  })
}
