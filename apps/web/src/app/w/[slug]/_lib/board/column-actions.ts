'use server'

import { addColumn, deleteColumn, updateColumn } from '@teamboard/supabase/mutations'
import {
  columnGroupSchema,
  columnNameSchema,
  taskPositionSchema,
} from '@teamboard/supabase/schemas'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'

/**
 * Column management for owners and admins (docs/roles.md), through the one action wrapper; RLS
 * and `delete_board_column` check again. The board reloads its columns afterwards (and other
 * browsers through realtime).
 */
const id = z.uuid()

export const addColumnAction = workspaceAction(
  {
    name: 'column.add',
    role: 'admin',
    input: z.object({
      board: id,
      name: columnNameSchema,
      group: columnGroupSchema,
      position: taskPositionSchema,
    }),
  },
  async ({ board, ...input }, { supabase, workspace }) =>
    addColumn(supabase, { id: board, workspaceId: workspace.id }, input),
)

export const updateColumnAction = workspaceAction(
  {
    name: 'column.update',
    role: 'admin',
    input: z.object({
      id,
      name: z.optional(columnNameSchema),
      group: z.optional(columnGroupSchema),
      position: z.optional(taskPositionSchema),
    }),
  },
  async ({ id: columnId, ...patch }, { supabase }) => updateColumn(supabase, columnId, patch),
)

export const deleteColumnAction = workspaceAction(
  {
    name: 'column.delete',
    role: 'admin',
    input: z.object({ id, destination: z.optional(id) }),
  },
  async (input, { supabase }) => deleteColumn(supabase, input.id, input.destination),
)
