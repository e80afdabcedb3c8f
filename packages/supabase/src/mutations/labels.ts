import type { TypedSupabaseClient } from '../clients/types.js'
import type { Label } from '../queries/boards.js'
import { type Result, fail, ok } from '../result.js'
import type { LabelInput } from '../schemas/boards.js'
import { refusal } from './refusal.js'

/**
 * Labels under RLS (docs/roles.md): owners and admins manage the workspace's labels (names unique
 * case-insensitively: `label_taken`; at most 100); any member puts up to 10 on a task. The task's
 * `label_ids` follows, and the timeline records each label added or removed.
 */
export async function createLabel(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  input: LabelInput & { id?: string },
): Promise<Result<Label>> {
  const { data, error } = await supabase
    .from('labels')
    .insert({
      ...(input.id ? { id: input.id } : {}),
      workspace_id: workspaceId,
      name: input.name,
      color: input.color,
    })
    .select('*')
    .single()
  return error ? fail(error) : ok(data)
}

export async function updateLabel(
  supabase: TypedSupabaseClient,
  labelId: string,
  patch: Partial<LabelInput>,
): Promise<Result<Label>> {
  const { data, error } = await supabase
    .from('labels')
    .update(patch)
    .eq('id', labelId)
    .select('*')
    .maybeSingle()
  if (error) return fail(error)
  return data ? ok(data) : refusal(supabase, 'labels', labelId)
}

export async function deleteLabel(
  supabase: TypedSupabaseClient,
  labelId: string,
): Promise<Result<{ id: string }>> {
  const { data, error } = await supabase.from('labels').delete().eq('id', labelId).select('id')
  if (error) return fail(error)
  return data[0] ? ok({ id: labelId }) : refusal(supabase, 'labels', labelId)
}

/** Puts a label on a task (a label already there is not an error). */
export async function addTaskLabel(
  supabase: TypedSupabaseClient,
  task: { id: string; workspaceId: string },
  labelId: string,
): Promise<Result<{ taskId: string; labelId: string }>> {
  const { error } = await supabase
    .from('task_labels')
    .upsert(
      { task_id: task.id, label_id: labelId, workspace_id: task.workspaceId },
      { onConflict: 'task_id,label_id', ignoreDuplicates: true },
    )
  return error ? fail(error) : ok({ taskId: task.id, labelId })
}

export async function removeTaskLabel(
  supabase: TypedSupabaseClient,
  taskId: string,
  labelId: string,
): Promise<Result<{ taskId: string; labelId: string }>> {
  const { error } = await supabase
    .from('task_labels')
    .delete()
    .eq('task_id', taskId)
    .eq('label_id', labelId)
  // Not there (already removed) answers the same: the label is off the task.
  return error ? fail(error) : ok({ taskId, labelId })
}
