'use server'

import {
  createBoard,
  createLabel,
  deleteLabel,
  updateBoard,
  updateLabel,
} from '@teamboard/supabase/mutations'
import {
  boardSchema,
  labelColorSchema,
  labelNameSchema,
  labelSchema,
} from '@teamboard/supabase/schemas'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'

/**
 * Boards and labels in settings, for owners and admins (docs/roles.md), through the one action
 * wrapper; RLS and the triggers check again (limits, `last_board`, `label_taken`).
 */
const id = z.uuid()

export const createBoardAction = workspaceAction(
  {
    name: 'board.create',
    role: 'admin',
    input: z.object({ ...boardSchema.shape }),
    fieldFor: { slug_taken: 'slug' },
  },
  async (input, { supabase, workspace }) =>
    createBoard(supabase, workspace.id, { ...input, slug: input.slug || undefined }),
)

export const archiveBoardAction = workspaceAction(
  { name: 'board.archive', role: 'admin', input: z.object({ id, archived: z.boolean() }) },
  async (input, { supabase }) => updateBoard(supabase, input.id, { archived: input.archived }),
)

export const createLabelAction = workspaceAction(
  {
    name: 'label.create',
    role: 'admin',
    input: z.object({ ...labelSchema.shape }),
    fieldFor: { label_taken: 'name' },
  },
  async (input, { supabase, workspace }) => createLabel(supabase, workspace.id, input),
)

export const updateLabelAction = workspaceAction(
  {
    name: 'label.update',
    role: 'admin',
    input: z.object({ id, name: z.optional(labelNameSchema), color: z.optional(labelColorSchema) }),
  },
  async ({ id: labelId, ...patch }, { supabase }) => updateLabel(supabase, labelId, patch),
)

export const deleteLabelAction = workspaceAction(
  { name: 'label.delete', role: 'admin', input: z.object({ id }) },
  async (input, { supabase }) => deleteLabel(supabase, input.id),
)
