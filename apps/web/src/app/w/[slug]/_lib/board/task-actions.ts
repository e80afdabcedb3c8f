'use server'

import { getBoardTask, lastPositionInColumn } from '@teamboard/supabase/queries'
import {
  addTaskLabel,
  createTask,
  deleteTask,
  moveTask,
  moveTaskToBoard,
  removeTaskLabel,
  updateTask,
} from '@teamboard/supabase/mutations'
import { createTaskSchema, taskPositionSchema, updateTaskSchema } from '@teamboard/supabase/schemas'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'
import { positionBetween } from './position'

/**
 * The board's server actions, each through the one wrapper (session, membership, zod, span,
 * catalogue errors); RLS and `move_task` check again. Each answers the task as the server now
 * has it, which the board lays under its optimistic copy. Writes are scoped to the URL's
 * workspace in the same call (`TaskScope`): a member of two workspaces cannot reach the other's
 * task through this board, and it costs no extra round trip. A drop goes to `move_task` from the
 * browser, scoped the same way (use-send-change.ts, docs/decisions/board-moves.md).
 */
const id = z.uuid()

export const createTaskAction = workspaceAction(
  {
    name: 'task.create',
    // The schemas are zod/mini objects (the browser shares them): extended by their shape.
    input: z.object({
      ...createTaskSchema.shape,
      id,
      boardId: id,
      columnId: id,
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

/**
 * The detail's status select: to the end of another column of the task's board (`move_task`
 * refuses a column of another board), the same move a drop makes, so activity says "column".
 */
export const moveTaskToColumnAction = workspaceAction(
  { name: 'task.move-column', input: z.object({ id, columnId: id }) },
  async ({ id: taskId, columnId }, { supabase, workspace }) => {
    const last = await lastPositionInColumn(supabase, columnId)
    if (last.error) return { data: null, error: last.error }
    const position = positionBetween(last.data, null)
    return moveTask(supabase, taskId, { columnId, position }, { workspaceId: workspace.id })
  },
)

/** "Move to board…": keeps the number and key; lands in the same group on the other board. */
export const moveTaskToBoardAction = workspaceAction(
  { name: 'task.move-board', input: z.object({ id, boardId: id }) },
  async (input, { supabase, workspace }) =>
    moveTaskToBoard(supabase, input.id, { boardId: input.boardId }, { workspaceId: workspace.id }),
)

/** A label on or off a task (any member); answers the card with its new `label_ids`. */
export const taskLabelAction = workspaceAction(
  { name: 'task.label', input: z.object({ id, labelId: id, on: z.boolean() }) },
  async (input, { supabase, workspace }) => {
    const done = input.on
      ? await addTaskLabel(supabase, { id: input.id, workspaceId: workspace.id }, input.labelId)
      : await removeTaskLabel(supabase, input.id, input.labelId)
    return done.error ? done : getBoardTask(supabase, workspace.id, input.id)
  },
)

export const deleteTaskAction = workspaceAction(
  { name: 'task.delete', input: z.object({ id }) },
  async (input, { supabase, workspace }) =>
    deleteTask(supabase, input.id, { workspaceId: workspace.id }),
)
