import type { TypedSupabaseClient } from '../clients/types.js'
import { appError } from '../errors/catalogue.js'
import { type Result, fail, ok } from '../result.js'
import type { Tables } from '../types/database.js'

export type Board = Tables<'boards'>
export type BoardColumn = Tables<'board_columns'>
export type Label = Tables<'labels'>
export type ChecklistItem = Tables<'checklist_items'>

/**
 * The boards of a workspace, oldest first (the first open one is where `/w/[slug]` lands without
 * a last-used board). Archived boards only with `archived: true` (settings lists them to restore).
 */
export async function listBoards(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  { archived = false }: { archived?: boolean } = {},
): Promise<Result<Board[]>> {
  let query = supabase.from('boards').select('*').eq('workspace_id', workspaceId)
  query = archived ? query.not('archived_at', 'is', null) : query.is('archived_at', null)
  const { data, error } = await query.order('created_at').order('id')
  return error ? fail(error) : ok(data)
}

/** One board by its address in the workspace (`/w/[slug]/b/[board]`), archived or not. */
export async function getBoardBySlug(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  slug: string,
): Promise<Result<Board>> {
  const { data, error } = await supabase
    .from('boards')
    .select('*')
    .eq('workspace_id', workspaceId)
    .eq('slug', slug)
    .maybeSingle()
  if (error) return fail(error)
  return data ? ok(data) : { data: null, error: appError('not_found') }
}

/** A board's columns in board order (position, then id). */
export async function listBoardColumns(
  supabase: TypedSupabaseClient,
  boardId: string,
): Promise<Result<BoardColumn[]>> {
  const { data, error } = await supabase
    .from('board_columns')
    .select('*')
    .eq('board_id', boardId)
    .order('position')
    .order('id')
  return error ? fail(error) : ok(data)
}

/** The workspace's labels, by name. */
export async function listLabels(
  supabase: TypedSupabaseClient,
  workspaceId: string,
): Promise<Result<Label[]>> {
  const { data, error } = await supabase
    .from('labels')
    .select('*')
    .eq('workspace_id', workspaceId)
    .order('name')
    .order('id')
  return error ? fail(error) : ok(data)
}

/** A task's checklist in order (position, then id). */
export async function listChecklistItems(
  supabase: TypedSupabaseClient,
  taskId: string,
): Promise<Result<ChecklistItem[]>> {
  const { data, error } = await supabase
    .from('checklist_items')
    .select('*')
    .eq('task_id', taskId)
    .order('position')
    .order('id')
  return error ? fail(error) : ok(data)
}

/** The last card position of each column of a board (column id → key), for appending cards. */
export async function lastPositions(
  supabase: TypedSupabaseClient,
  boardId: string,
): Promise<Result<Map<string, string>>> {
  const { data, error } = await supabase
    .from('tasks')
    .select('column_id, position')
    .eq('board_id', boardId)
    .order('position', { ascending: false })
  if (error) return fail(error)
  const last = new Map<string, string>()
  for (const row of data) if (!last.has(row.column_id)) last.set(row.column_id, row.position)
  return ok(last)
}
