import type { TypedSupabaseClient } from '../clients/types.js'
import { appError } from '../errors/catalogue.js'
import type { Task, TaskStatus } from '../queries/tasks.js'
import { type Result, fail, ok } from '../result.js'
import type { CreateTaskInput, UpdateTaskInput } from '../schemas/index.js'
import type { TablesUpdate } from '../types/database.js'
import { removeObjectsUnder } from './attachment-objects.js'

/**
 * Task writes under RLS (docs/roles.md). The database assigns the number, the author and
 * `completed_at`, enforces the 10 000-task limit and writes the activity rows. Inputs are what
 * the zod schemas (`createTaskSchema`, `updateTaskSchema`) parsed.
 */
export type NewTask = CreateTaskInput & {
  /** Key from `positionBetween`; a new card usually goes to the top of its column. */
  position: string
  /** Optional client-made uuid, so an optimistic card and its realtime echo share an id. */
  id?: string
  /** The board and column it starts in; without them the workspace's first open board and the
   * first column of `status`'s group there (the API before boards). */
  boardId?: string
  columnId?: string
}

function columns(input: UpdateTaskInput): TablesUpdate<'tasks'> {
  const patch: TablesUpdate<'tasks'> = {}
  if (input.title !== undefined) patch.title = input.title
  if (input.description !== undefined) patch.description = input.description
  if (input.status !== undefined) patch.status = input.status
  if (input.priority !== undefined) patch.priority = input.priority
  if (input.assigneeId !== undefined) patch.assignee_id = input.assigneeId
  if (input.dueDate !== undefined) patch.due_date = input.dueDate
  return patch
}

export async function createTask(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  input: NewTask,
): Promise<Result<Task>> {
  const { data, error } = await supabase
    .from('tasks')
    .insert({
      ...columns(input),
      ...(input.id ? { id: input.id } : {}),
      ...(input.boardId ? { board_id: input.boardId } : {}),
      ...(input.columnId ? { column_id: input.columnId } : {}),
      title: input.title,
      workspace_id: workspaceId,
      position: input.position,
    })
    .select('*')
    .single()
  return error ? fail(error) : ok(data)
}

/**
 * Where a write may land. RLS lets a member of two workspaces change either one's tasks; a
 * caller acting for one workspace (a board's URL) names it, and a task of another answers
 * `not_found` from the write itself, with no lookup first.
 */
export interface TaskScope {
  workspaceId?: string
  /** The board the caller acts on: a task of another board answers `not_found` (moves only). */
  boardId?: string
}

/** Title, description, priority, assignee, due date (and status without a new position). */
export async function updateTask(
  supabase: TypedSupabaseClient,
  taskId: string,
  input: UpdateTaskInput,
  scope: TaskScope = {},
): Promise<Result<Task>> {
  let update = supabase.from('tasks').update(columns(input)).eq('id', taskId)
  if (scope.workspaceId) update = update.eq('workspace_id', scope.workspaceId)
  const { data, error } = await update.select('*').maybeSingle()
  if (error) return fail(error)
  return data ? ok(data) : { data: null, error: appError('not_found') }
}

/**
 * Drag and drop: column and position in one atomic call (`move_task`). The column must be on the
 * task's board (else `not_found`); `status` instead of a column is the API before boards (the
 * first column of that group).
 */
export async function moveTask(
  supabase: TypedSupabaseClient,
  taskId: string,
  to: ({ columnId: string } | { status: TaskStatus }) & { position: string },
  scope: TaskScope = {},
): Promise<Result<Task>> {
  const { data, error } = await supabase.rpc('move_task', {
    task_id: taskId,
    position_key: to.position,
    ...('columnId' in to ? { column_id: to.columnId } : { status: to.status }),
    ...(scope.workspaceId ? { workspace_id: scope.workspaceId } : {}),
    ...(scope.boardId ? { board_id: scope.boardId } : {}),
  })
  return error ? fail(error) : ok(data)
}

/**
 * "Move to board…": the task keeps its number and key; without a column it lands in the first
 * column of its group on the other board. An archived board or one of another workspace answers
 * `not_found`.
 */
export async function moveTaskToBoard(
  supabase: TypedSupabaseClient,
  taskId: string,
  to: { boardId: string; columnId?: string },
  scope: TaskScope = {},
): Promise<Result<Task>> {
  let update = supabase
    .from('tasks')
    .update({ board_id: to.boardId, ...(to.columnId ? { column_id: to.columnId } : {}) })
    .eq('id', taskId)
  if (scope.workspaceId) update = update.eq('workspace_id', scope.workspaceId)
  const { data, error } = await update.select('*').maybeSingle()
  if (error) return fail(error)
  return data ? ok(data) : { data: null, error: appError('not_found') }
}

/**
 * Owners and admins delete any task, members the ones they created. RLS makes a refused delete
 * touch no row; a second read tells `forbidden` (the caller sees the task) from `not_found`.
 * Then the task's stored attachments go through the Storage API (the bucket lets a member remove
 * what a deleted task left behind), so no object outlives its task.
 */
export async function deleteTask(
  supabase: TypedSupabaseClient,
  taskId: string,
  scope: TaskScope = {},
): Promise<Result<{ id: string }>> {
  let remove = supabase.from('tasks').delete().eq('id', taskId)
  if (scope.workspaceId) remove = remove.eq('workspace_id', scope.workspaceId)
  const { data, error } = await remove.select('id, workspace_id')
  if (error) return fail(error)
  const deleted = data[0]
  if (deleted) {
    const removed = await removeObjectsUnder(supabase, `${deleted.workspace_id}/${deleted.id}`)
    return removed.error ? removed : ok({ id: deleted.id })
  }
  let read = supabase.from('tasks').select('id').eq('id', taskId)
  if (scope.workspaceId) read = read.eq('workspace_id', scope.workspaceId)
  const seen = await read.maybeSingle()
  if (seen.error) return fail(seen.error)
  return { data: null, error: appError(seen.data ? 'forbidden' : 'not_found') }
}
