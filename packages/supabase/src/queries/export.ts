import type { TypedSupabaseClient } from '../clients/types.js'
import { type Result, fail, ok } from '../result.js'
import type { Database, Tables } from '../types/database.js'

type Table = keyof Database['public']['Tables']
const PAGE = 1000

/** The tables a workspace backup holds, every row the caller may read (RLS), as stored. */
export const exportTables = [
  'boards',
  'board_columns',
  'labels',
  'tasks',
  'task_labels',
  'checklist_items',
  'comments',
  'attachments',
  'activity',
] as const satisfies readonly Table[]

export type WorkspaceExport = {
  format: 'teamboard.workspace'
  version: 1
  exported_at: string
  workspace: Pick<Tables<'workspaces'>, 'id' | 'slug' | 'name' | 'created_at'>
  members: { user_id: string; role: string; display_name: string | null }[]
} & { [T in (typeof exportTables)[number]]: Tables<T>[] }

/** Every row of `table` in the workspace, a page at a time (`max_rows` caps one response). */
async function readAll<T extends (typeof exportTables)[number]>(
  supabase: TypedSupabaseClient,
  table: T,
  workspaceId: string,
): Promise<Result<Tables<T>[]>> {
  const rows: Tables<T>[] = []
  // A total order, so that no row falls between two pages.
  const keys = table === 'task_labels' ? ['task_id', 'label_id'] : ['id']
  for (let from = 0; ; from += PAGE) {
    // Typed as one of the tables: every exported table has workspace_id and created_at.
    let query = supabase
      .from(table as 'activity')
      .select('*')
      .eq('workspace_id', workspaceId)
      .order('created_at')
    for (const key of keys) query = query.order(key)
    const { data, error } = await query.range(from, from + PAGE - 1)
    if (error) return fail(error)
    rows.push(...(data as unknown as Tables<T>[]))
    if (data.length < PAGE) return ok(rows)
  }
}

/**
 * A whole workspace for backup (docs/roles.md: any member exports): boards, columns, labels,
 * tasks and the labels on them, checklists, comments, attachment metadata (not the files) and
 * activity, read as the caller. Attachment files stay in storage; their paths are listed.
 */
export async function exportWorkspace(
  supabase: TypedSupabaseClient,
  workspace: WorkspaceExport['workspace'],
): Promise<Result<WorkspaceExport>> {
  const members = await supabase
    .from('workspace_members')
    .select('user_id, role, profile:profiles!workspace_members_user_id_fkey(display_name)')
    .eq('workspace_id', workspace.id)
  if (members.error) return fail(members.error)
  const tables = {} as { [T in (typeof exportTables)[number]]: Tables<T>[] }
  for (const table of exportTables) {
    const rows = await readAll(supabase, table, workspace.id)
    if (rows.error) return rows
    Object.assign(tables, { [table]: rows.data })
  }
  return ok({
    format: 'teamboard.workspace',
    version: 1,
    exported_at: new Date().toISOString(),
    workspace,
    members: members.data.map((m) => ({
      user_id: m.user_id,
      role: m.role,
      display_name: m.profile?.display_name ?? null,
    })),
    ...tables,
  })
}
