import type { TypedSupabaseClient } from '../clients/types.js'
import { type Result, fail, ok } from '../result.js'

/** One task of a CSV import, checked by the app; `column` and `labels` are names, not ids. */
// A type, not an interface, so that it is assignable to the rpc's `Json` argument.
export type ImportTaskRow = {
  title: string
  description: string
  column: string
  priority: string
  assignee_email: string
  due_date: string
  labels: string[]
  position: string
}

/**
 * Writes every row into the board or none (`public.import_tasks`, one transaction). Owners and
 * admins only (`forbidden`); the workspace comes from the board, so no row can reach another.
 */
export async function importTasks(
  supabase: TypedSupabaseClient,
  boardId: string,
  rows: ImportTaskRow[],
): Promise<Result<number>> {
  const { data, error } = await supabase.rpc('import_tasks', {
    board_id: boardId,
    rows,
  })
  return error ? fail(error) : ok(data)
}

/** Which of `emails` belong to members of the workspace (lower-cased), for an import's checks. */
export async function importMemberIds(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  emails: string[],
): Promise<Result<Map<string, string>>> {
  const { data, error } = await supabase.rpc('import_member_ids', {
    workspace_id: workspaceId,
    emails,
  })
  if (error) return fail(error)
  return ok(new Map(Object.entries(data as Record<string, string>)))
}
