'use server'

import { addComment, deleteComment, editComment } from '@teamboard/supabase/mutations'
import { commentInputSchema } from '@teamboard/supabase/schemas'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'

/**
 * The detail's comment actions, through the one wrapper (session, membership, zod, span,
 * catalogue errors); RLS checks again who may edit or delete. Each answers the row as stored.
 */
const id = z.uuid()

export const addCommentAction = workspaceAction(
  { name: 'comment.add', input: z.object({ ...commentInputSchema.shape, taskId: id, id }) },
  async ({ taskId, ...input }, { supabase, workspace }) =>
    addComment(supabase, { id: taskId, workspaceId: workspace.id }, input),
)

export const editCommentAction = workspaceAction(
  { name: 'comment.edit', input: z.object({ ...commentInputSchema.shape, id }) },
  async ({ id: commentId, body }, { supabase }) => editComment(supabase, commentId, { body }),
)

export const deleteCommentAction = workspaceAction(
  { name: 'comment.delete', input: z.object({ id }) },
  async (input, { supabase }) => deleteComment(supabase, input.id),
)
