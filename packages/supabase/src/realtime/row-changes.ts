import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import type { TypedSupabaseClient } from '../clients/types.js'

/**
 * Listens on `channel` to inserts and updates of `table` matching `filter`, and to every delete.
 * Realtime filters a DELETE on the old row it has, which on a table with RLS is the primary key
 * only: a filter on any other column drops every delete (Supabase's docs: "delete events are not
 * filterable"). So deletes come unfiltered, carrying the id only, and handlers ignore ids they do
 * not show.
 */
export function onRowChanges<Row extends Record<string, unknown>>(
  channel: RealtimeChannel,
  table: string,
  filter: string,
  handle: (payload: RealtimePostgresChangesPayload<Row>) => void,
): RealtimeChannel {
  return channel
    .on<Row>('postgres_changes', { event: 'INSERT', schema: 'public', table, filter }, handle)
    .on<Row>('postgres_changes', { event: 'UPDATE', schema: 'public', table, filter }, handle)
    .on<Row>('postgres_changes', { event: 'DELETE', schema: 'public', table }, handle)
}

/**
 * Subscribes `channel` once the client's Realtime holds the user's access token; returns the
 * unsubscribe. A channel is joined with the token Realtime has at that moment and its
 * `postgres_changes` are authorized (RLS) with it, so a join before the token is known listens
 * as nobody. A client that learns the token asynchronously — `createBrowserDataClient` borrows
 * the session client's — would otherwise join first.
 */
export function subscribeWithToken(
  supabase: TypedSupabaseClient,
  channel: RealtimeChannel,
  callback: Parameters<RealtimeChannel['subscribe']>[0],
): () => void {
  let removed = false
  void supabase.realtime
    .setAuth()
    .catch(() => undefined)
    .then(() => {
      if (!removed) channel.subscribe(callback)
    })
  return () => {
    removed = true
    void supabase.removeChannel(channel)
  }
}
