import { type Subscriber } from './auth.ts'
import { type ChannelPolicies } from './authorize.ts'
import { type Condition } from './filters.ts'
import {
  type Outgoing,
  type PhoenixMessage,
  type Vsn,
  encode,
  encodeUserBroadcast,
} from './protocol.ts'

export interface ChangeSubscription {
  id: number
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'
  schema: string
  table: string | undefined
  conditions: Condition[]
  select: string[] | undefined
}

/** The sending half of one WebSocket, as channels need it. */
export interface Connection {
  vsn: Vsn
  send(frame: Outgoing): void
}

/** One joined channel on one socket: a subscriber, their config, their subscriptions. */
export class ChannelJoin {
  readonly connection: Connection
  readonly topic: string
  readonly joinRef: string | null
  readonly isPrivate: boolean
  readonly broadcastSelf: boolean
  readonly broadcastAck: boolean
  readonly replicationReady: boolean
  readonly presenceKey: string
  presenceEnabled: boolean
  subscriber: Subscriber
  /** What this subscriber may do here (everything on a public channel). */
  policies: ChannelPolicies
  readonly changes: ChangeSubscription[]
  expiryTimer: ReturnType<typeof setTimeout> | undefined

  constructor(init: {
    connection: Connection
    topic: string
    joinRef: string | null
    isPrivate: boolean
    broadcastSelf: boolean
    broadcastAck: boolean
    replicationReady?: boolean
    presenceKey: string
    presenceEnabled: boolean
    subscriber: Subscriber
    policies: ChannelPolicies
    changes: ChangeSubscription[]
  }) {
    this.connection = init.connection
    this.topic = init.topic
    this.joinRef = init.joinRef
    this.isPrivate = init.isPrivate
    this.broadcastSelf = init.broadcastSelf
    this.broadcastAck = init.broadcastAck
    this.replicationReady = init.replicationReady === true
    this.presenceKey = init.presenceKey
    this.presenceEnabled = init.presenceEnabled
    this.subscriber = init.subscriber
    this.policies = init.policies
    this.changes = init.changes
  }

  /** Public and private channels of the same name are separate rooms, as in Supabase. */
  get room(): string {
    return roomOf(this.topic.replace(/^realtime:/, ''), this.isPrivate)
  }

  get subTopic(): string {
    return this.topic.replace(/^realtime:/, '')
  }

  push(event: string, payload: unknown, ref: string | null = null): void {
    const message: PhoenixMessage = {
      join_ref: this.joinRef,
      ref,
      topic: this.topic,
      event,
      payload,
    }
    this.connection.send(encode(message, this.connection.vsn))
  }

  /** vsn 2 clients get the binary user-broadcast frame; vsn 1 cannot carry binary payloads. */
  pushBroadcast(event: string, payload: unknown): void {
    if (this.connection.vsn === '2.0.0' && fitsBinaryHeader(this.topic, event)) {
      this.connection.send(encodeUserBroadcast(this.topic, event, payload))
    } else if (!(payload instanceof Uint8Array)) {
      this.push('broadcast', { type: 'broadcast', event, payload })
    }
  }

  pushSystem(status: 'ok' | 'error', extension: string, message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic })
  }
}

function fitsBinaryHeader(topic: string, event: string): boolean {
  const encoder = new TextEncoder()
  return encoder.encode(topic).length <= 255 && encoder.encode(event).length <= 255
}

export function roomOf(subTopic: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}:${subTopic}`
}

/** Every joined channel, by room, so broadcast, presence and changes find their audience. */
export class Rooms {
  #rooms = new Map<string, Set<ChannelJoin>>()

  add(join: ChannelJoin): void {
    const members = this.#rooms.get(join.room) ?? new Set<ChannelJoin>()
    members.add(join)
    this.#rooms.set(join.room, members)
  }

  remove(join: ChannelJoin): void {
    const members = this.#rooms.get(join.room)
    members?.delete(join)
    if (members?.size === 0) this.#rooms.delete(join.room)
  }

  members(room: string): ChannelJoin[] {
    return [...(this.#rooms.get(room) ?? [])]
  }

  *all(): Iterable<ChannelJoin> {
    for (const members of this.#rooms.values()) yield* members
  }
}
