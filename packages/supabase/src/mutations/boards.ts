import type { TypedSupabaseClient } from '../clients/types.js'
import type { Board, BoardColumn } from '../queries/boards.js'
import { type Result, fail, ok } from '../result.js'
import type { BoardInput, ColumnGroup } from '../schemas/boards.js'
import { refusal } from './refusal.js'

/**
 * Board and column writes under RLS (docs/roles.md): owners and admins create, rename, archive
 * and restore boards and manage their columns. The database makes the slug when none is given,
 * adds the six default columns, and enforces 50 open boards and 20 columns (`limit_reached`),
 * one open board (`last_board`) and one column (`last_column`).
 */
export async function createBoard(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  input: BoardInput & { id?: string },
): Promise<Result<Board>> {
  const { data, error } = await supabase
    .from('boards')
    .insert({
      ...(input.id ? { id: input.id } : {}),
      workspace_id: workspaceId,
      name: input.name,
      slug: input.slug ?? '',
      description: input.description ?? '',
    })
    .select('*')
    .single()
  return error ? fail(error) : ok(data)
}

export async function updateBoard(
  supabase: TypedSupabaseClient,
  boardId: string,
  patch: Partial<BoardInput> & { archived?: boolean },
): Promise<Result<Board>> {
  const { archived, ...fields } = patch
  const { data, error } = await supabase
    .from('boards')
    .update({
      ...fields,
      ...(archived === undefined
        ? {}
        : { archived_at: archived ? new Date().toISOString() : null }),
    })
    .eq('id', boardId)
    .select('*')
    .maybeSingle()
  if (error) return fail(error)
  return data ? ok(data) : refusal(supabase, 'boards', boardId)
}

export async function addColumn(
  supabase: TypedSupabaseClient,
  board: { id: string; workspaceId: string },
  input: { name: string; group: ColumnGroup; position: string; id?: string },
): Promise<Result<BoardColumn>> {
  const { data, error } = await supabase
    .from('board_columns')
    .insert({
      ...(input.id ? { id: input.id } : {}),
      workspace_id: board.workspaceId,
      board_id: board.id,
      name: input.name,
      status_group: input.group,
      position: input.position,
    })
    .select('*')
    .single()
  return error ? fail(error) : ok(data)
}

/** Rename, change group, or reorder (a new fractional key between the neighbours). */
export async function updateColumn(
  supabase: TypedSupabaseClient,
  columnId: string,
  patch: { name?: string; group?: ColumnGroup; position?: string },
): Promise<Result<BoardColumn>> {
  const { data, error } = await supabase
    .from('board_columns')
    .update({
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.group === undefined ? {} : { status_group: patch.group }),
      ...(patch.position === undefined ? {} : { position: patch.position }),
    })
    .eq('id', columnId)
    .select('*')
    .maybeSingle()
  if (error) return fail(error)
  return data ? ok(data) : refusal(supabase, 'board_columns', columnId)
}

/**
 * Deletes a column; one that holds tasks needs `destinationId` (a column of the same board),
 * where its tasks go first — else `column_not_empty`.
 */
export async function deleteColumn(
  supabase: TypedSupabaseClient,
  columnId: string,
  destinationId?: string,
): Promise<Result<{ id: string }>> {
  const { error } = await supabase.rpc('delete_board_column', {
    column_id: columnId,
    ...(destinationId ? { destination_id: destinationId } : {}),
  })
  return error ? fail(error) : ok({ id: columnId })
}
