'use server'

import {
  addChecklistItem,
  deleteChecklistItem,
  updateChecklistItem,
} from '@teamboard/supabase/mutations'
import { findTaskInWorkspace, listChecklistItems } from '@teamboard/supabase/queries'
import { checklistItemBodySchema, taskPositionSchema } from '@teamboard/supabase/schemas'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'

/**
 * A task's checklist (any member, docs/roles.md), through the one action wrapper. The task must
 * be the URL's workspace's: RLS alone would let a member of two workspaces reach the other's.
 */
const id = z.uuid()

export const listChecklistAction = workspaceAction(
  { name: 'checklist.list', input: z.object({ taskId: id }) },
  async ({ taskId }, { supabase, workspace }) => {
    const task = await findTaskInWorkspace(supabase, workspace.id, taskId)
    return task.error ? task : listChecklistItems(supabase, taskId)
  },
)

export const addChecklistItemAction = workspaceAction(
  {
    name: 'checklist.add',
    input: z.object({
      taskId: id,
      id,
      body: checklistItemBodySchema,
      position: taskPositionSchema,
    }),
  },
  async ({ taskId, ...input }, { supabase, workspace }) =>
    addChecklistItem(supabase, { id: taskId, workspaceId: workspace.id }, input),
)

export const updateChecklistItemAction = workspaceAction(
  {
    name: 'checklist.update',
    input: z.object({
      id,
      body: z.optional(checklistItemBodySchema),
      done: z.optional(z.boolean()),
      position: z.optional(taskPositionSchema),
    }),
  },
  async ({ id: itemId, ...patch }, { supabase }) => updateChecklistItem(supabase, itemId, patch),
)

export const deleteChecklistItemAction = workspaceAction(
  { name: 'checklist.delete', input: z.object({ id }) },
  async (input, { supabase }) => deleteChecklistItem(supabase, input.id),
)
