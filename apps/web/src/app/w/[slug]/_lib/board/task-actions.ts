'use server'

import type { Result } from '@teamboard/supabase'
import { findTaskInWorkspace, listBoardTasks } from '@teamboard/supabase/queries'
import { createTask, deleteTask, moveTask, updateTask } from '@teamboard/supabase/mutations'
import {
  createTaskSchema,
  taskPositionSchema,
  taskStatusSchema,
  updateTaskSchema,
} from '@teamboard/supabase/schemas'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'
import type { WorkspaceContext } from '@/lib/workspace'

/**
 * The board's server actions, each through the one wrapper (session, membership, zod, span,
 * catalogue errors); RLS and `move_task` check again. Each answers the task as the server now
 * has it, which the board lays under its optimistic copy.
 */
const id = z.uuid()

/** Runs `change` only if the task is one of the URL's workspace (`findTaskInWorkspace`). */
async function inWorkspace<Data>(
  { supabase, workspace }: WorkspaceContext,
  taskId: string,
  change: () => Promise<Result<Data>>,
): Promise<Result<Data>> {
  const found = await findTaskInWorkspace(supabase, workspace.id, taskId)
  return found.error ? { data: null, error: found.error } : change()
}

/** Catch-up after a dropped connection: the whole board again, as the page rendered it. */
export const listTasksAction = workspaceAction(
  { name: 'task.list', input: z.object({}).loose() },
  async (_input, { supabase, workspace }) => listBoardTasks(supabase, workspace.id),
)

export const createTaskAction = workspaceAction(
  {
    name: 'task.create',
    input: createTaskSchema.extend({
      id,
      status: taskStatusSchema,
      position: taskPositionSchema,
    }),
  },
  async (input, { supabase, workspace }) => createTask(supabase, workspace.id, input),
)

export const updateTaskAction = workspaceAction(
  { name: 'task.update', input: z.object({ id, patch: updateTaskSchema }) },
  async (input, context) =>
    inWorkspace(context, input.id, () => updateTask(context.supabase, input.id, input.patch)),
)

export const moveTaskAction = workspaceAction(
  {
    name: 'task.move',
    input: z.object({ id, status: taskStatusSchema, position: taskPositionSchema }),
  },
  async ({ id: taskId, ...to }, context) =>
    inWorkspace(context, taskId, () => moveTask(context.supabase, taskId, to)),
)

export const deleteTaskAction = workspaceAction(
  { name: 'task.delete', input: z.object({ id }) },
  async (input, context) =>
    inWorkspace(context, input.id, () => deleteTask(context.supabase, input.id)),
)
