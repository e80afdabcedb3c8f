import type { TypedSupabaseClient } from '../clients/types.js'
import { appError } from '../errors/catalogue.js'
import { type Result, fail } from '../result.js'

type Table = 'boards' | 'board_columns' | 'labels' | 'checklist_items'

/**
 * A write RLS refused touches no row; a second read tells `forbidden` (the caller sees the row,
 * e.g. a member renaming a column) from `not_found`.
 */
export async function refusal(
  supabase: TypedSupabaseClient,
  table: Table,
  id: string,
): Promise<Result<never>> {
  const seen = await supabase.from(table).select('id').eq('id', id).maybeSingle()
  if (seen.error) return fail(seen.error)
  return { data: null, error: appError(seen.data ? 'forbidden' : 'not_found') }
}
