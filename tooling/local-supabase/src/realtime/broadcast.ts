import { type ChannelJoin, type Rooms } from './channel-join.ts'

/** Fans a broadcast out to a room; the sender hears itself only with `broadcast.self`. */
export function broadcast(rooms: Rooms, room: string, event: string, payload: unknown, sender?: ChannelJoin): number {
  let delivered = 0
  for (const member of rooms.members(room)) {
    if (member === sender && !sender.broadcastSelf) continue
    member.pushBroadcast(event, payload)
    delivered++
  }
  return delivered
}

/** The client-side push shape: `{ type: 'broadcast', event, payload }`. */
export function readBroadcastPush(payload: Record<string, unknown>): { event: string; payload: unknown } | undefined {
  if (typeof payload.event !== 'string' || payload.event === '') return undefined
  return { event: payload.event, payload: payload.payload ?? {} }
}
