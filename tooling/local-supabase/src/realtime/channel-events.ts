import { broadcast } from './broadcast.ts'
import { type ChannelJoin, type Rooms } from './channel-join.ts'
import { type PresenceTracker } from './presence.ts'

/** What to answer a push with; undefined sends no reply (a broadcast without ack). */
export type PushReply = { status: 'ok' | 'error'; response?: Record<string, unknown> } | undefined

const error = (reason: string): PushReply => ({ status: 'error', response: { reason } })

/** `broadcast` push: `{ type: 'broadcast', event, payload }` from JSON or a binary frame. */
export function onBroadcast(
  rooms: Rooms,
  channel: ChannelJoin,
  payload: Record<string, unknown>,
): PushReply {
  if (typeof payload.event !== 'string' || payload.event === '')
    return error('broadcast needs an event name')
  // Upstream drops a broadcast the sender may not write (no INSERT policy on realtime.messages).
  if (!channel.policies.broadcastWrite)
    return channel.broadcastAck ? error('Unauthorized') : undefined
  broadcast(rooms, channel.room, payload.event, payload.payload ?? {}, channel)
  return channel.broadcastAck ? { status: 'ok' } : undefined
}

/** `presence` push: `{ type: 'presence', event: 'track' | 'untrack', payload }`; realtime-js awaits the reply. */
export function onPresence(
  presence: PresenceTracker,
  channel: ChannelJoin,
  payload: Record<string, unknown>,
): PushReply {
  if (payload.event === 'untrack') {
    presence.untrack(channel)
    return { status: 'ok' }
  }
  if (payload.event !== 'track') return error('presence event must be track or untrack')
  if (!channel.policies.presenceWrite) return error('Unauthorized')
  const meta = payload.payload
  if (meta === null || typeof meta !== 'object' || Array.isArray(meta))
    return error('presence payload must be an object')
  presence.track(channel, meta as Record<string, unknown>)
  return { status: 'ok' }
}
