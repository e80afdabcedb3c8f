'use server'

import {
  taskPositionSchema,
  taskPrioritySchema,
  taskStatusSchema,
  taskTitleSchema,
  dueDateSchema,
} from '@teamboard/supabase/schemas'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'
import { createBoardTask, deleteBoardTask, listBoardTasks, moveBoardTask, updateBoardTask } from './task-data'

/**
 * The board's server actions. Each goes through the one wrapper (session, membership, zod,
 * telemetry, catalogue errors); RLS and `move_task` check again. They answer the task as the
 * server now has it, which the board lays over its optimistic copy.
 */
const id = z.uuid()

export const listTasksAction = workspaceAction(
  { name: 'task.list', input: z.object({}) },
  async (_input, { supabase, workspace }) => listBoardTasks(supabase, workspace.id),
)

export const createTaskAction = workspaceAction(
  {
    name: 'task.create',
    input: z.object({ id, title: taskTitleSchema, status: taskStatusSchema, position: taskPositionSchema }),
  },
  async (input, { supabase, workspace }) =>
    createBoardTask(supabase, { ...input, workspace_id: workspace.id }),
)

export const updateTaskAction = workspaceAction(
  {
    name: 'task.update',
    input: z.object({
      id,
      patch: z
        .object({
          title: taskTitleSchema,
          priority: taskPrioritySchema,
          assignee_id: id.nullable(),
          due_date: dueDateSchema.nullable(),
        })
        .partial()
        .strict(),
    }),
  },
  async ({ id: taskId, patch }, { supabase, workspace }) =>
    updateBoardTask(supabase, workspace.id, taskId, patch),
)

export const moveTaskAction = workspaceAction(
  {
    name: 'task.move',
    input: z.object({ id, status: taskStatusSchema, position: taskPositionSchema }),
  },
  async (input, { supabase, workspace }) => moveBoardTask(supabase, workspace.id, input),
)

export const deleteTaskAction = workspaceAction(
  { name: 'task.delete', input: z.object({ id }) },
  async ({ id: taskId }, { supabase, workspace }) => deleteBoardTask(supabase, workspace.id, taskId),
)
