import type { TypedSupabaseClient } from '../clients/types.js'
import { appError } from '../errors/catalogue.js'
import type { Comment } from '../queries/task-detail.js'
import { type Result, fail, ok } from '../result.js'
import type { CommentInput } from '../schemas/index.js'

/**
 * Comment writes under RLS (docs/roles.md): members comment as themselves, authors edit and
 * delete their own, owners and admins delete any. The database sets the author, the workspace
 * (from the task) and `edited_at`. Inputs are what `commentInputSchema` parsed.
 */
export async function addComment(
  supabase: TypedSupabaseClient,
  task: { id: string; workspaceId: string },
  input: CommentInput & { id?: string },
): Promise<Result<Comment>> {
  const { data, error } = await supabase
    .from('comments')
    .insert({
      ...(input.id ? { id: input.id } : {}),
      task_id: task.id,
      workspace_id: task.workspaceId,
      body: input.body,
    })
    .select('*')
    .single()
  return error ? fail(error) : ok(data)
}

/** Refused rows touch nothing under RLS; a second read tells `forbidden` from `not_found`. */
async function refusal(supabase: TypedSupabaseClient, commentId: string): Promise<Result<never>> {
  const seen = await supabase.from('comments').select('id').eq('id', commentId).maybeSingle()
  if (seen.error) return fail(seen.error)
  return { data: null, error: appError(seen.data ? 'forbidden' : 'not_found') }
}

/** The author changes the body; the comment then shows as edited (`edited_at`). */
export async function editComment(
  supabase: TypedSupabaseClient,
  commentId: string,
  input: CommentInput,
): Promise<Result<Comment>> {
  const { data, error } = await supabase
    .from('comments')
    .update({ body: input.body })
    .eq('id', commentId)
    .select('*')
    .maybeSingle()
  if (error) return fail(error)
  return data ? ok(data) : refusal(supabase, commentId)
}

export async function deleteComment(
  supabase: TypedSupabaseClient,
  commentId: string,
): Promise<Result<{ id: string }>> {
  const { data, error } = await supabase.from('comments').delete().eq('id', commentId).select('id')
  if (error) return fail(error)
  return data[0] ? ok(data[0]) : refusal(supabase, commentId)
}
