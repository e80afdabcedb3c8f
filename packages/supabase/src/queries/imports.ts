import type { TypedSupabaseClient } from '../clients/types.js'
import { type Result, fail, ok } from '../result.js'
import type { Tables } from '../types/database.js'

/** An import's status and progress (written by the import functions only), with its board's address. */
export type ImportJob = Tables<'imports'> & { board: { slug: string } | null }

const columns = '*, board:boards(slug)'

/** An import of the workspace as owners and admins see it (RLS), or null. */
export async function getImport(
  supabase: TypedSupabaseClient,
  importId: string,
): Promise<Result<ImportJob | null>> {
  const { data, error } = await supabase
    .from('imports')
    .select(columns)
    .eq('id', importId)
    .maybeSingle()
  return error ? fail(error) : ok(data)
}

/** The workspace's latest running import, for a page that reloads mid-import. */
export async function runningImport(
  supabase: TypedSupabaseClient,
  workspaceId: string,
): Promise<Result<ImportJob | null>> {
  const { data, error } = await supabase
    .from('imports')
    .select(columns)
    .eq('workspace_id', workspaceId)
    .eq('status', 'running')
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle()
  return error ? fail(error) : ok(data)
}
