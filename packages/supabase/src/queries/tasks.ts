import type { TypedSupabaseClient } from '../clients/types.js'
import { appError } from '../errors/catalogue.js'
import { type Result, fail, ok } from '../result.js'
import type { Enums, Tables } from '../types/database.js'

export type Task = Tables<'tasks'>
export type TaskStatus = Enums<'task_status'>
export type TaskPriority = Enums<'task_priority'>
export type Activity = Tables<'activity'>
export type TaskAssignee = Pick<
  Tables<'profiles'>,
  'id' | 'display_name' | 'avatar_path' | 'updated_at'
>
/** A card: every task column but the description (up to 20 000 characters, not shown on the board). */
export type BoardTask = Omit<Task, 'description'> & { assignee: TaskAssignee | null }

/** With the card's badges: labels, comment, attachment and checklist counts (kept by triggers). */
export const BOARD_TASK_COLUMNS =
  'id, workspace_id, board_id, column_id, number, title, status, priority, assignee_id, due_date, position, created_by, created_at, updated_at, completed_at, label_ids, comment_count, attachment_count, checklist_total, checklist_done'
const ASSIGNEE =
  'assignee:profiles!tasks_assignee_id_fkey(id, display_name, avatar_path, updated_at)'

/**
 * Every task of a workspace (or of one of its boards) with its assignee's profile and its badges,
 * in one request, ordered as the board shows a column (position, then id). Not a member → an
 * empty list (RLS). supabase/config.toml sets `max_rows` to the 10 000-task limit so a full
 * workspace fits in one response.
 */
export async function listBoardTasks(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  boardId?: string,
): Promise<Result<BoardTask[]>> {
  let query = supabase
    .from('tasks')
    .select(`${BOARD_TASK_COLUMNS}, ${ASSIGNEE}`)
    .eq('workspace_id', workspaceId)
  if (boardId) query = query.eq('board_id', boardId)
  const { data, error } = await query.order('position').order('id')
  return error ? fail(error) : ok(data)
}

/** One card by id in the workspace (what a board lays under its optimistic copy after a write). */
export async function getBoardTask(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  taskId: string,
): Promise<Result<BoardTask>> {
  const { data, error } = await supabase
    .from('tasks')
    .select(`${BOARD_TASK_COLUMNS}, ${ASSIGNEE}`)
    .eq('workspace_id', workspaceId)
    .eq('id', taskId)
    .maybeSingle()
  if (error) return fail(error)
  return data ? ok(data) : { data: null, error: appError('not_found') }
}

/** One task by its number in the workspace (`/w/[slug]/tasks/[number]`), description included. */
export async function getTaskByNumber(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  number: number,
): Promise<Result<Task & { assignee: TaskAssignee | null }>> {
  const { data, error } = await supabase
    .from('tasks')
    .select(`${BOARD_TASK_COLUMNS}, description, ${ASSIGNEE}`)
    .eq('workspace_id', workspaceId)
    .eq('number', number)
    .maybeSingle()
  if (error) return fail(error)
  if (!data) return { data: null, error: appError('not_found') }
  return ok(data)
}

/**
 * `not_found` unless `taskId` is a task of `workspaceId`. An action named after one workspace
 * checks it before touching a task by id: RLS would let a member of two workspaces reach the
 * other one's tasks through the first one's URL.
 */
export async function findTaskInWorkspace(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  taskId: string,
): Promise<Result<{ id: string }>> {
  const { data, error } = await supabase
    .from('tasks')
    .select('id')
    .eq('workspace_id', workspaceId)
    .eq('id', taskId)
    .maybeSingle()
  if (error) return fail(error)
  return data ? ok(data) : { data: null, error: appError('not_found') }
}

/**
 * The last task position in a column (null when it holds none), in board order (position
 * `collate "C"`, then id): a task moved to the column without a drop target goes after it.
 */
export async function lastPositionInColumn(
  supabase: TypedSupabaseClient,
  columnId: string,
): Promise<Result<string | null>> {
  const { data, error } = await supabase
    .from('tasks')
    .select('position')
    .eq('column_id', columnId)
    .order('position', { ascending: false })
    .order('id', { ascending: false })
    .limit(1)
    .maybeSingle()
  return error ? fail(error) : ok(data?.position ?? null)
}

/** A task's history, oldest first (written by triggers; see supabase/README.md). */
export async function listTaskActivity(
  supabase: TypedSupabaseClient,
  taskId: string,
): Promise<Result<Activity[]>> {
  const { data, error } = await supabase
    .from('activity')
    .select('*')
    .eq('task_id', taskId)
    .order('created_at')
    .order('id')
  return error ? fail(error) : ok(data)
}
