'use server'

import { listBoardTasks } from '@teamboard/supabase/queries'
import { createTask, deleteTask, moveTask, updateTask } from '@teamboard/supabase/mutations'
import {
  createTaskSchema,
  taskPositionSchema,
  taskStatusSchema,
  updateTaskSchema,
} from '@teamboard/supabase/schemas'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'

/**
 * The board's server actions, each through the one wrapper (session, membership, zod, span,
 * catalogue errors); RLS and `move_task` check again. Each answers the task as the server now
 * has it, which the board lays under its optimistic copy. Writes are scoped to the URL's
 * workspace in the same call (`TaskScope`): a member of two workspaces cannot reach the other's
 * task through this board, and it costs no extra round trip.
 */
const id = z.uuid()

/** Catch-up after a dropped connection: the whole board again, as the page rendered it. */
export const listTasksAction = workspaceAction(
  { name: 'task.list', input: z.object({}).loose() },
  async (_input, { supabase, workspace }) => listBoardTasks(supabase, workspace.id),
)

export const createTaskAction = workspaceAction(
  {
    name: 'task.create',
    // The schemas are zod/mini objects (the browser shares them): extended by their shape.
    input: z.object({
      ...createTaskSchema.shape,
      id,
      status: taskStatusSchema,
      position: taskPositionSchema,
    }),
  },
  async (input, { supabase, workspace }) => createTask(supabase, workspace.id, input),
)

export const updateTaskAction = workspaceAction(
  { name: 'task.update', input: z.object({ id, patch: updateTaskSchema }) },
  async (input, { supabase, workspace }) =>
    updateTask(supabase, input.id, input.patch, { workspaceId: workspace.id }),
)

export const moveTaskAction = workspaceAction(
  {
    name: 'task.move',
    input: z.object({ id, status: taskStatusSchema, position: taskPositionSchema }),
  },
  async ({ id: taskId, ...to }, { supabase, workspace }) =>
    moveTask(supabase, taskId, to, { workspaceId: workspace.id }),
)

export const deleteTaskAction = workspaceAction(
  { name: 'task.delete', input: z.object({ id }) },
  async (input, { supabase, workspace }) =>
    deleteTask(supabase, input.id, { workspaceId: workspace.id }),
)
