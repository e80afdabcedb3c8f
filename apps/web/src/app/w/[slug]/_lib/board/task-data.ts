import 'server-only'
import { type Result, type TypedSupabaseClient } from '@teamboard/supabase'
import { appError } from '@teamboard/supabase/errors'
import { fail, ok } from '@/lib/actions/result'
import type { TaskPatch } from './board-state'
import type { BoardTask, TaskStatus } from './task-types'

/** The columns a card shows; the description stays out of the board's payload. */
export const BOARD_TASK_COLUMNS =
  'id, workspace_id, number, title, status, priority, assignee_id, due_date, position, created_by, created_at, updated_at'

export async function listBoardTasks(
  supabase: TypedSupabaseClient,
  workspaceId: string,
): Promise<Result<BoardTask[]>> {
  const { data, error } = await supabase
    .from('tasks')
    .select(BOARD_TASK_COLUMNS)
    .eq('workspace_id', workspaceId)
    .order('position')
    .order('id')
  return error ? fail(error) : ok(data)
}
