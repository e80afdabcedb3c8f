import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js'

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
