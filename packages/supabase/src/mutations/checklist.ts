import type { TypedSupabaseClient } from '../clients/types.js'
import type { ChecklistItem } from '../queries/boards.js'
import { type Result, fail, ok } from '../result.js'
import { refusal } from './refusal.js'

/**
 * Checklist items under RLS (docs/roles.md): any member adds, ticks, edits, reorders and deletes
 * (at most 100 per task). The task's `checklist_done`/`checklist_total` follow, and ticking an
 * item records `checklist_item_completed` in the timeline.
 */
export async function addChecklistItem(
  supabase: TypedSupabaseClient,
  task: { id: string; workspaceId: string },
  input: { body: string; position: string; id?: string },
): Promise<Result<ChecklistItem>> {
  const { data, error } = await supabase
    .from('checklist_items')
    .insert({
      ...(input.id ? { id: input.id } : {}),
      task_id: task.id,
      workspace_id: task.workspaceId,
      body: input.body,
      position: input.position,
    })
    .select('*')
    .single()
  return error ? fail(error) : ok(data)
}

export async function updateChecklistItem(
  supabase: TypedSupabaseClient,
  itemId: string,
  patch: { body?: string; done?: boolean; position?: string },
): Promise<Result<ChecklistItem>> {
  const { data, error } = await supabase
    .from('checklist_items')
    .update(patch)
    .eq('id', itemId)
    .select('*')
    .maybeSingle()
  if (error) return fail(error)
  return data ? ok(data) : refusal(supabase, 'checklist_items', itemId)
}

export async function deleteChecklistItem(
  supabase: TypedSupabaseClient,
  itemId: string,
): Promise<Result<{ id: string }>> {
  const { data, error } = await supabase
    .from('checklist_items')
    .delete()
    .eq('id', itemId)
    .select('id')
  if (error) return fail(error)
  return data[0] ? ok({ id: itemId }) : refusal(supabase, 'checklist_items', itemId)
}
