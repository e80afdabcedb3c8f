import { type ChannelJoin, type Rooms } from './channel-join.ts'

/**
 * Fans a broadcast out to a room; the sender hears itself only with `broadcast.self`, and on a
 * private channel only members whose policies let them read broadcasts hear it.
 */
export function broadcast(
  rooms: Rooms,
  room: string,
  event: string,
  payload: unknown,
  sender?: ChannelJoin,
): number {
  let delivered = 0
  for (const member of rooms.members(room)) {
    if (member === sender && !sender.broadcastSelf) continue
    if (!member.policies.broadcastRead) continue
    member.pushBroadcast(event, payload)
    delivered++
  }
  return delivered
}
