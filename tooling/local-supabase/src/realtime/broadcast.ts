import { type ChannelJoin, type Rooms } from './channel-join.ts'

/** Fans a broadcast out to a room; the sender hears itself only with `broadcast.self`. */
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
    member.pushBroadcast(event, payload)
    delivered++
  }
  return delivered
}
