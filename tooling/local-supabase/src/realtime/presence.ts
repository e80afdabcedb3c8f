import { randomUUID } from 'node:crypto'
import { type ChannelJoin, type Rooms } from './channel-join.ts'

type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string }
type PresenceMap = Record<string, { metas: Meta[] }>

interface Tracked {
  key: string
  meta: Meta
}

/**
 * Phoenix.Presence semantics: each joined channel tracks at most one meta under its key (several
 * tabs with one key give several metas); changes go out as `presence_diff` to channels that
 * enabled presence, the full map as `presence_state` right after join.
 */
export class PresenceTracker {
  #rooms: Rooms
  #tracked = new Map<ChannelJoin, Tracked>()

  constructor(rooms: Rooms) {
    this.#rooms = rooms
  }

  state(room: string): PresenceMap {
    const state: PresenceMap = Object.create(null) as PresenceMap
    for (const member of this.#rooms.members(room)) {
      const tracked = this.#tracked.get(member)
      if (!tracked) continue
      state[tracked.key] ??= { metas: [] }
      state[tracked.key]!.metas.push(tracked.meta)
    }
    return state
  }

  track(join: ChannelJoin, payload: Record<string, unknown>): void {
    const previous = this.#tracked.get(join)
    const meta: Meta = { ...payload, phx_ref: randomUUID() }
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref
    this.#tracked.set(join, { key: join.presenceKey, meta })
    join.presenceEnabled = true
    this.#diff(
      join.room,
      { [join.presenceKey]: { metas: [meta] } },
      previous ? { [previous.key]: { metas: [previous.meta] } } : {},
    )
  }

  untrack(join: ChannelJoin): void {
    const previous = this.#tracked.get(join)
    if (!previous) return
    this.#tracked.delete(join)
    this.#diff(join.room, {}, { [previous.key]: { metas: [previous.meta] } })
  }

  #diff(room: string, joins: PresenceMap, leaves: PresenceMap): void {
    for (const member of this.#rooms.members(room)) {
      if (member.presenceEnabled && member.policies.presenceRead)
        member.push('presence_diff', { joins, leaves })
    }
  }
}
