import { describe, expect, it } from 'vitest'
import { UNRESTRICTED } from './authorize.ts'
import { ChannelJoin, type Connection, Rooms } from './channel-join.ts'
import { PresenceTracker } from './presence.ts'

type Frame = {
  event: string
  payload: Record<string, Record<string, { metas: Record<string, unknown>[] }>>
}

function tab(rooms: Rooms, key: string, presenceEnabled = true) {
  const frames: Frame[] = []
  const connection: Connection = {
    vsn: '1.0.0',
    send: (frame) => frames.push(JSON.parse(String(frame)) as Frame),
  }
  const join = new ChannelJoin({
    connection,
    topic: 'realtime:board',
    joinRef: '1',
    isPrivate: false,
    broadcastSelf: false,
    broadcastAck: false,
    presenceKey: key,
    presenceEnabled,
    subscriber: { role: 'anon', claims: {}, exp: undefined },
    policies: UNRESTRICTED,
    changes: [],
  })
  rooms.add(join)
  return { join, frames }
}

describe('presence', () => {
  it('keeps one meta per tab under a shared key and says which tab left', () => {
    const rooms = new Rooms()
    const presence = new PresenceTracker(rooms)
    const first = tab(rooms, 'ann')
    const second = tab(rooms, 'ann')
    const watcher = tab(rooms, 'bob')
    presence.track(first.join, { tab: 1 })
    presence.track(second.join, { tab: 2 })
    expect(presence.state('public:board').ann!.metas.map((m) => m.tab)).toEqual([1, 2])

    rooms.remove(second.join)
    presence.untrack(second.join)
    const leave = watcher.frames.at(-1)!
    expect(leave.event).toBe('presence_diff')
    expect(leave.payload.leaves!.ann!.metas.map((m) => m.tab)).toEqual([2])
    expect(presence.state('public:board').ann!.metas.map((m) => m.tab)).toEqual([1])
  })

  it('re-tracking replaces the meta (leave old, join new with phx_ref_prev)', () => {
    const rooms = new Rooms()
    const presence = new PresenceTracker(rooms)
    const me = tab(rooms, 'ann')
    presence.track(me.join, { status: 'idle' })
    presence.track(me.join, { status: 'typing' })
    const diff = me.frames.at(-1)!.payload
    expect(diff.leaves!.ann!.metas[0]!.status).toBe('idle')
    expect(diff.joins!.ann!.metas[0]!.status).toBe('typing')
    expect(diff.joins!.ann!.metas[0]!.phx_ref_prev).toBe(diff.leaves!.ann!.metas[0]!.phx_ref)
  })

  it('sends diffs only to channels that enabled presence', () => {
    const rooms = new Rooms()
    const presence = new PresenceTracker(rooms)
    const quiet = tab(rooms, 'q', false)
    const me = tab(rooms, 'ann')
    presence.track(me.join, {})
    expect(quiet.frames).toEqual([])
    expect(me.frames).toHaveLength(1)
  })
})
