import type { TypedSupabaseClient } from '../clients/types.js'
import { type Result, fail, ok } from '../result.js'
import type { Enums, Tables } from '../types/database.js'

type ImportJob = Tables<'imports'>

/**
 * What a Trello import writes, as `public.start_trello_import` reads it: columns in order, cards
 * naming a column by index, labels by their Trello id, members by workspace user id. Types, not
 * interfaces, so that it is assignable to the rpc's `Json` argument.
 */
export type ImportPlan = {
  source_id: string
  name: string
  columns: { name: string; group: Enums<'column_group'> }[]
  labels: { source_id: string; name: string; color: Enums<'label_color'> }[]
  tasks: ImportPlanTask[]
}

export type ImportPlanTask = {
  source_id: string
  title: string
  description: string
  column: number
  due_date: string | null
  assignee_id: string | null
  label_source_ids: string[]
  checklist: { text: string; done: boolean }[]
  comments: {
    author_id: string | null
    imported_author: string | null
    body: string
    at: string | null
  }[]
}

/**
 * Starts an import (owners and admins): makes the board, its columns and missing labels. When
 * this export already has a running or completed import here, answers that one with `existing`
 * and writes nothing.
 */
export async function startTrelloImport(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  plan: ImportPlan,
): Promise<Result<{ import: ImportJob; existing: boolean }>> {
  const { data, error } = await supabase.rpc('start_trello_import', {
    workspace_id: workspaceId,
    plan,
  })
  if (error) return fail(error)
  return ok(data as unknown as { import: ImportJob; existing: boolean })
}

/**
 * The most cards one import step writes (one transaction). A step also ends after about half a
 * second in the database (`public.run_import_step`), so that progress keeps moving (at least
 * once a second unless the machine is far busier than its cores); this cap only bounds a step on
 * a very fast one (supabase/bench/trello-import.ts measures both).
 */
export const importStepSize = 1000

/** Writes the next `size` cards of a running import; answers the import as it now is. */
export async function runImportStep(
  supabase: TypedSupabaseClient,
  importId: string,
  size = importStepSize,
): Promise<Result<ImportJob>> {
  const { data, error } = await supabase.rpc('run_import_step', { import_id: importId, size })
  return error ? fail(error) : ok(data)
}

/** Stops a running import and removes everything it made. */
export async function cancelImport(
  supabase: TypedSupabaseClient,
  importId: string,
): Promise<Result<ImportJob>> {
  const { data, error } = await supabase.rpc('cancel_import', { import_id: importId })
  return error ? fail(error) : ok(data)
}
