import { randomUUID } from 'node:crypto'
import { type AuthOptions, AuthError, resolveSubscriber } from './auth.ts'
import { UNRESTRICTED, authorizeChannel, canJoin, unauthorizedJoin } from './authorize.ts'
import { type ChangeSubscription, ChannelJoin, type Connection } from './channel-join.ts'
import { type RealtimeDb } from './db.ts'
import { FilterError, parseFilter } from './filters.ts'
import { type PhoenixMessage } from './protocol.ts'
import { type TableCatalog } from './table-meta.ts'

export class JoinError extends Error {}

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE'])

function object(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** Realtime ids a subscription by hashing its parameters (`:erlang.phash2`); any stable 32-bit hash works. */
export function subscriptionId(params: Record<string, unknown>): number {
  let hash = 0x811c9dc5
  for (const char of JSON.stringify(params)) {
    hash ^= char.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** A filter as the error shows it: text as sent, anything else (the error's subject) as JSON. */
const shownFilter = (filter: unknown) =>
  filter === undefined || filter === null
    ? ''
    : typeof filter === 'string'
      ? filter
      : JSON.stringify(filter)

function unsubscribable(params: Record<string, unknown>, why: string): JoinError {
  return new JoinError(
    `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: ${String(params.event)}, schema: ${String(params.schema)}, table: ${String(params.table)}, filters: ${shownFilter(params.filter)}] (${why})`,
  )
}

async function readSubscriptions(
  raw: unknown,
  catalog: TableCatalog,
): Promise<{ subs: ChangeSubscription[]; echo: unknown[] }> {
  if (raw === undefined || raw === null) return { subs: [], echo: [] }
  if (!Array.isArray(raw)) throw new JoinError('config.postgres_changes must be a list')
  const subs: ChangeSubscription[] = []
  const echo: unknown[] = []
  for (const entry of raw) {
    const params = object(entry)
    const { event, schema, table, filter, select } = params
    if (typeof event !== 'string' || !EVENTS.has(event.toUpperCase()))
      throw unsubscribable(params, 'unknown event')
    if (typeof schema !== 'string' || schema === '')
      throw unsubscribable(params, 'schema is required')
    if (table !== undefined && typeof table !== 'string')
      throw unsubscribable(params, 'table must be a string')
    if (filter !== undefined && typeof filter !== 'string')
      throw unsubscribable(params, 'filter must be a string')
    if (
      select !== undefined &&
      !(Array.isArray(select) && select.every((c) => typeof c === 'string'))
    ) {
      throw unsubscribable(params, 'select must be a list of columns')
    }
    const specific = table !== undefined && table !== '*' && schema !== '*'
    const meta = specific ? await catalog.get(schema, table) : undefined
    if (specific && !meta)
      throw unsubscribable(params, 'table is not in the supabase_realtime publication')
    let conditions
    try {
      conditions = parseFilter(filter)
    } catch (error) {
      throw unsubscribable(params, error instanceof FilterError ? error.message : 'invalid filter')
    }
    if (meta && conditions.some((c) => !meta.types.has(c.column)))
      throw unsubscribable(params, 'filter names an unknown column')
    const id = subscriptionId({ event, schema, table, filter, select })
    subs.push({
      id,
      event: event.toUpperCase() as ChangeSubscription['event'],
      schema,
      table,
      conditions,
      select,
    })
    echo.push({ ...params, id })
  }
  return { subs, echo }
}

/** Validates a phx_join and builds the channel; the caller replies with `response`. */
export async function join(
  connection: Connection,
  message: PhoenixMessage,
  auth: AuthOptions,
  catalog: TableCatalog,
  db: RealtimeDb,
): Promise<{ channel: ChannelJoin; response: Record<string, unknown> }> {
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
  const { subs, echo } = await readSubscriptions(config.postgres_changes, catalog)
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
  return { channel, response: { postgres_changes: echo } }
}
