import { type Subscriber } from './auth.ts'
import { type RealtimeDb } from './db.ts'

/** What a subscriber may do on a private channel (realtime's `Policies`). */
export interface ChannelPolicies {
  broadcastRead: boolean
  broadcastWrite: boolean
  presenceRead: boolean
  presenceWrite: boolean
}

/** Public channels and the service role are not checked, as in Supabase. */
export const UNRESTRICTED: ChannelPolicies = {
  broadcastRead: true,
  broadcastWrite: true,
  presenceRead: true,
  presenceWrite: true,
}

/**
 * Supabase Realtime Authorization for a private channel: RLS on `realtime.messages`, with
 * `realtime.topic()` naming the channel, decides — SELECT for receiving broadcast and presence,
 * INSERT for sending them (see `realtime.authorize_channel` in schema-sql.ts).
 */
export async function authorizeChannel(
  db: RealtimeDb,
  subscriber: Subscriber,
  topic: string,
): Promise<ChannelPolicies> {
  if (subscriber.role === 'service_role') return UNRESTRICTED
  const { rows } = await db.query<{ policies: Record<string, boolean> | null }>(
    'select realtime.authorize_channel($1, $2, $3) as policies',
    [subscriber.role, JSON.stringify(subscriber.claims), topic],
  )
  const policies = rows[0]?.policies ?? {}
  return {
    broadcastRead: policies.broadcast_read === true,
    broadcastWrite: policies.broadcast_write === true,
    presenceRead: policies.presence_read === true,
    presenceWrite: policies.presence_write === true,
  }
}

/** Upstream refuses the join when the subscriber may read neither broadcast nor presence. */
export const canJoin = (policies: ChannelPolicies): boolean =>
  policies.broadcastRead || policies.presenceRead

export const unauthorizedJoin = (topic: string): string =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`
