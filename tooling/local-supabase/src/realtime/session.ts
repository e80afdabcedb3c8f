import { type WebSocket } from 'ws'
import { type AuthOptions, AuthError, resolveSubscriber } from './auth.ts'
import { type PushReply, onBroadcast, onPresence } from './channel-events.ts'
import { type ChannelJoin, type Connection, type Rooms } from './channel-join.ts'
import { type RealtimeDb } from './db.ts'
import { JoinError, join } from './join.ts'
import { type PresenceTracker } from './presence.ts'
import {
  type Outgoing,
  type PhoenixMessage,
  ProtocolError,
  type Vsn,
  decodeBinary,
  decodeText,
  encode,
  reply,
} from './protocol.ts'

export interface SessionContext {
  auth: AuthOptions
  db: RealtimeDb
  rooms: Rooms
  presence: PresenceTracker
  ready: Promise<void>
  log: (message: string, error?: unknown) => void
}

const MAX_CHANNELS = 100
/** Phoenix's websocket timeout: realtime-js heartbeats every 25 s, so silence this long means a dead peer. */
const IDLE_TIMEOUT_MS = 60_000
const MAX_TIMER_MS = 2 ** 31 - 1

/** One WebSocket: decodes frames, runs them one at a time, owns the channels joined on it. */
export class Session implements Connection {
  readonly vsn: Vsn
  #ws: WebSocket
  #ctx: SessionContext
  #channels = new Map<string, ChannelJoin>()
  #queue: Promise<void> = Promise.resolve()
  #idle: ReturnType<typeof setTimeout> | undefined

  constructor(ws: WebSocket, vsn: Vsn, ctx: SessionContext) {
    this.#ws = ws
    this.vsn = vsn
    this.#ctx = ctx
    ws.on('message', (data, isBinary) => {
      this.#touch()
      this.#enqueue(data as Buffer, isBinary)
    })
    ws.on('close', () => {
      clearTimeout(this.#idle)
      this.#closeAll()
    })
    this.#touch()
    // ws reports protocol violations (oversized or malformed frames) here before closing the socket.
    ws.on('error', (error) => ctx.log(`realtime: closing websocket: ${error.message}`))
  }

  send(frame: Outgoing): void {
    if (this.#ws.readyState === this.#ws.OPEN) this.#ws.send(frame)
  }

  #reply(
    message: PhoenixMessage,
    status: 'ok' | 'error',
    response: Record<string, unknown> = {},
  ): void {
    this.send(encode(reply(message, status, response), this.vsn))
  }

  #answer(message: PhoenixMessage, answer: PushReply): void {
    if (answer) this.#reply(message, answer.status, answer.response)
  }

  #touch(): void {
    clearTimeout(this.#idle)
    this.#idle = setTimeout(() => this.#ws.terminate(), IDLE_TIMEOUT_MS)
    this.#idle.unref()
  }

  #enqueue(data: Buffer, isBinary: boolean): void {
    this.#queue = this.#queue
      .then(() => this.#receive(data, isBinary))
      .catch((error: unknown) => this.#ctx.log('realtime: message failed', error))
  }

  async #receive(data: Buffer, isBinary: boolean): Promise<void> {
    let message: PhoenixMessage
    try {
      message = isBinary
        ? decodeBinary(new Uint8Array(data))
        : decodeText(data.toString('utf8'), this.vsn)
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error
      const bad: PhoenixMessage = {
        join_ref: null,
        ref: null,
        topic: 'phoenix',
        event: 'phx_reply',
        payload: {},
      }
      this.#reply(bad, 'error', { reason: `malformed message: ${error.message}` })
      return
    }
    await this.#ctx.ready
    try {
      await this.#route(message)
    } catch (error) {
      this.#ctx.log(`realtime: ${message.event} on ${message.topic} failed`, error)
      const channel = this.#channels.get(message.topic)
      if (channel) {
        this.#leave(channel)
        channel.push('phx_error', {})
      } else this.#reply(message, 'error', { reason: 'internal error' })
    }
  }

  async #route(message: PhoenixMessage): Promise<void> {
    const payload = message.payload as Record<string, unknown>
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.#reply(message, 'ok')
      else this.#reply(message, 'error', { reason: 'unknown event' })
      return
    }
    if (message.event === 'phx_join') return this.#join(message)
    const channel = this.#channels.get(message.topic)
    if (!channel) return this.#reply(message, 'error', { reason: 'unmatched topic' })
    switch (message.event) {
      case 'phx_leave':
        this.#leave(channel)
        return this.#reply(message, 'ok')
      case 'access_token':
        return this.#refreshToken(channel, payload.access_token)
      case 'broadcast':
        return this.#answer(message, onBroadcast(this.#ctx.rooms, channel, payload))
      case 'presence':
        return this.#answer(message, onPresence(this.#ctx.presence, channel, payload))
      default:
        return this.#reply(message, 'error', { reason: `unknown event "${message.event}"` })
    }
  }

  async #join(message: PhoenixMessage): Promise<void> {
    const existing = this.#channels.get(message.topic)
    if (existing) {
      // Phoenix closes the older join when a topic is joined twice on one socket.
      this.#leave(existing)
      existing.push('phx_close', {})
    }
    if (this.#channels.size >= MAX_CHANNELS)
      return this.#reply(message, 'error', { reason: 'Too many channels' })
    let joined
    try {
      joined = await join(this, message, this.#ctx.auth, this.#ctx.db)
    } catch (error) {
      if (!(error instanceof JoinError)) throw error
      return this.#reply(message, 'error', { reason: error.message })
    }
    const { channel, response, changesError } = joined
    this.#channels.set(channel.topic, channel)
    this.#ctx.rooms.add(channel)
    this.#scheduleExpiry(channel)
    this.#reply(message, 'ok', response)
    // Realtime answers a join with bindings it cannot subscribe with ok all the same, then says
    // why in a system message (RealtimeChannel's :postgres_subscribe) and delivers no changes.
    if (changesError !== undefined) channel.pushSystem('error', 'postgres_changes', changesError)
    else if (channel.changes.length > 0)
      channel.pushSystem('ok', 'postgres_changes', 'Subscribed to PostgreSQL')
    // Capture is trigger-based and always on, so "replication" is ready as soon as the join is.
    if (channel.replicationReady)
      channel.pushSystem('ok', 'system', 'Replication connection established')
    if (channel.presenceEnabled && channel.policies.presenceRead)
      channel.push('presence_state', this.#ctx.presence.state(channel.room))
  }

  async #refreshToken(channel: ChannelJoin, token: unknown): Promise<void> {
    try {
      channel.subscriber = await resolveSubscriber(token, this.#ctx.auth)
      this.#scheduleExpiry(channel)
    } catch (error) {
      const reason = error instanceof AuthError ? error.message : 'Invalid access token'
      this.#expel(channel, reason)
    }
  }

  /** Like Supabase: when the token expires the channel is told why and closed, not silently kept. */
  #scheduleExpiry(channel: ChannelJoin): void {
    clearTimeout(channel.expiryTimer)
    const exp = channel.subscriber.exp
    if (exp === undefined) return
    const delay = Math.min(Math.max(exp * 1000 - Date.now(), 0), MAX_TIMER_MS)
    channel.expiryTimer = setTimeout(() => this.#expel(channel, 'Token has expired'), delay)
    channel.expiryTimer.unref()
  }

  #expel(channel: ChannelJoin, reason: string): void {
    if (this.#channels.get(channel.topic) !== channel) return
    channel.pushSystem('error', 'system', reason)
    this.#leave(channel)
    channel.push('phx_close', {})
  }

  #leave(channel: ChannelJoin): void {
    clearTimeout(channel.expiryTimer)
    if (this.#channels.get(channel.topic) === channel) this.#channels.delete(channel.topic)
    this.#ctx.rooms.remove(channel)
    this.#ctx.presence.untrack(channel)
  }

  #closeAll(): void {
    for (const channel of [...this.#channels.values()]) this.#leave(channel)
  }

  /** Server shutdown: close with "going away" so clients reconnect elsewhere. */
  close(): void {
    this.#closeAll()
    this.#ws.close(1001, 'server shutting down')
    setTimeout(() => this.#ws.terminate(), 1_000).unref()
  }
}
