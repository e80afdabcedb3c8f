import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../types/database.js'

/** The client every Teamboard entry returns: typed by the generated schema. */
export type TypedSupabaseClient = SupabaseClient<Database>

/** Apps outside Next.js (or tests) pass these instead of relying on NEXT_PUBLIC_* variables. */
export interface SupabaseConnection {
  url: string
  key: string
}
