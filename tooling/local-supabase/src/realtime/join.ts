import { randomUUID } from 'node:crypto'
import { type AuthOptions, AuthError, resolveSubscriber } from './auth.ts'
import { UNRESTRICTED, authorizeChannel, canJoin, unauthorizedJoin } from './authorize.ts'
import { type ChangeSubscription, ChannelJoin, type Connection } from './channel-join.ts'
import { type RealtimeDb } from './db.ts'
import { type PhoenixMessage } from './protocol.ts'
import { subscribe } from './subscriptions.ts'

export class JoinError extends Error {}

function object(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** Realtime ids a subscription by hashing its parameters (`:erlang.phash2`); any stable 32-bit hash works. */
function subscriptionId(params: Record<string, unknown>): number {
  let hash = 0x811c9dc5
  for (const char of JSON.stringify(params)) {
    hash ^= char.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/**
 * The bindings as the join reply echoes them (each with its id), and the subscription outcome.
 * Like Realtime, a non-list means none, nulls are dropped, and bad bindings do not refuse the join.
 */
async function readSubscriptions(
  raw: unknown,
  db: RealtimeDb,
  role: string,
): Promise<{ subs: ChangeSubscription[]; echo: unknown[]; error: string | undefined }> {
  if (!Array.isArray(raw)) return { subs: [], echo: [], error: undefined }
  const bindings = raw
    .filter((entry) => entry !== null && entry !== undefined)
    .map((entry: unknown) => {
      // Upstream's join crashes on a binding that is not a map.
      if (typeof entry !== 'object' || Array.isArray(entry))
        throw new JoinError('config.postgres_changes must be a list of objects')
      const params = entry as Record<string, unknown>
      return { params, id: subscriptionId(params) }
    })
  const { subs, error } = await subscribe(db, role, bindings)
  return { subs, echo: bindings.map(({ params, id }) => ({ ...params, id })), error }
}

/** Validates a phx_join and builds the channel; the caller replies with `response`. */
export async function join(
  connection: Connection,
  message: PhoenixMessage,
  auth: AuthOptions,
  db: RealtimeDb,
): Promise<{
  channel: ChannelJoin
  response: Record<string, unknown>
  /** Why the postgres_changes bindings could not be subscribed (sent as a `system` error). */
  changesError: string | undefined
}> {
  if (!message.topic.startsWith('realtime:')) throw new JoinError('unmatched topic')
  const payload = object(message.payload)
  const config = object(payload.config)
  const broadcast = object(config.broadcast)
  const presence = object(config.presence)
  const isPrivate = config.private === true
  let subscriber
  try {
    subscriber = await resolveSubscriber(payload.access_token, auth)
  } catch (error) {
    throw new JoinError(error instanceof AuthError ? error.message : 'Invalid access token')
  }
  // Private channels: RLS on realtime.messages decides, as in Supabase Realtime Authorization.
  const policies = isPrivate
    ? await authorizeChannel(db, subscriber, message.topic.slice(9))
    : UNRESTRICTED
  if (!canJoin(policies)) throw new JoinError(unauthorizedJoin(message.topic.slice(9)))
  const { subs, echo, error } = await readSubscriptions(
    config.postgres_changes,
    db,
    subscriber.role,
  )
  const key = typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID()
  const channel = new ChannelJoin({
    connection,
    topic: message.topic,
    joinRef: message.join_ref ?? message.ref,
    isPrivate,
    broadcastSelf: broadcast.self === true,
    broadcastAck: broadcast.ack === true,
    replicationReady: broadcast.replication_ready === true,
    presenceKey: key,
    presenceEnabled: presence.enabled === true,
    subscriber,
    policies,
    changes: subs,
  })
  return { channel, response: { postgres_changes: echo }, changesError: error }
}
