import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../types/database.js'

/** The client every Teamboard entry returns: typed by the generated schema. */
export type TypedSupabaseClient = SupabaseClient<Database>

/**
 * What the realtime helpers use of a client: a whole `TypedSupabaseClient`, or the browser's
 * Realtime alone (`createBrowserRealtimeClient`, from `./client/realtime`).
 */
export type RealtimeConnection = Pick<TypedSupabaseClient, 'channel' | 'removeChannel' | 'realtime'>

/** Apps outside Next.js (or tests) pass these instead of relying on NEXT_PUBLIC_* variables. */
export interface SupabaseConnection {
  url: string
  key: string
}
