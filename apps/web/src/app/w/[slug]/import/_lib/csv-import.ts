import 'server-only'
import { type Result, positionBetween } from '@teamboard/supabase'
import { importMemberIds, importTasks } from '@teamboard/supabase/mutations'
import { lastPositions, listBoardColumns } from '@teamboard/supabase/queries'
import { limits } from '@teamboard/supabase/schemas'
import { z } from 'zod'
import { ok, refuse } from '@/lib/actions/result'
import type { WorkspaceContext } from '@/lib/workspace'
import {
  type BoardFacts,
  type ColumnMapping,
  checkRows,
  importFields,
} from '@/lib/import/check-rows'
import type { ImportProblem } from '@/lib/import/problems'

/**
 * CSV import of tasks (docs/roles.md: owners and admins). The browser reads the file and maps
 * its columns; the upload handler (`/w/[slug]/import/csv`) checks every row here, against the
 * board's columns and the workspace's members, and `importCsv` writes all rows or none
 * (`public.import_tasks`). A route handler, not a server action: an action's body stops at 1 MB.
 */
export const csvImportInput = z.object({
  board: z.uuid(),
  mapping: z.object(Object.fromEntries(importFields.map((field) => [field, z.string()]))),
  records: z.array(z.record(z.string(), z.string())).min(1).max(limits.importRowsMax),
  /** Only check, write nothing. */
  check: z.boolean().default(false),
})

export interface ImportOutcome {
  imported: number
  problems: ImportProblem[]
}

async function factsOf(
  { supabase, workspace }: WorkspaceContext,
  boardId: string,
  records: Record<string, string>[],
  emailHeader: string,
): Promise<Result<BoardFacts & { columnIds: Map<string, string> }>> {
  const columns = await listBoardColumns(supabase, boardId)
  if (columns.error) return columns
  // A board of another workspace (or none) is not found, whatever the caller can see elsewhere.
  if (columns.data.length === 0 || columns.data.some((c) => c.workspace_id !== workspace.id))
    return refuse('not_found')
  const emails = emailHeader ? records.map((record) => record[emailHeader] ?? '') : []
  const members = await importMemberIds(supabase, workspace.id, emails)
  if (members.error) return members
  return ok({
    columns: columns.data.map((c) => c.name),
    memberEmails: new Set(members.data.keys()),
    columnIds: new Map(columns.data.map((c) => [c.name.toLowerCase(), c.id])),
  })
}

export type CsvImportInput = z.infer<typeof csvImportInput>

/** Every row's problems, nothing written. */
export async function checkCsv(
  { board, mapping, records }: CsvImportInput,
  context: WorkspaceContext,
): Promise<Result<ImportOutcome>> {
  const facts = await factsOf(context, board, records, mapping.assignee_email ?? '')
  if (facts.error) return facts
  const { problems } = checkRows(records, mapping as ColumnMapping, facts.data)
  return ok({ imported: 0, problems })
}

/** Checks every row again and writes them all, or none when one has a problem. */
export async function importCsv(
  { board, mapping, records }: CsvImportInput,
  context: WorkspaceContext,
): Promise<Result<ImportOutcome>> {
  const facts = await factsOf(context, board, records, mapping.assignee_email ?? '')
  if (facts.error) return facts
  const { rows, problems } = checkRows(records, mapping as ColumnMapping, facts.data)
  if (problems.length > 0) return ok({ imported: 0, problems })
  const last = await lastPositions(context.supabase, board)
  if (last.error) return last
  const positioned = rows.map((row) => {
    const columnId = facts.data.columnIds.get(row.column.toLowerCase()) ?? ''
    const position = positionBetween(last.data.get(columnId) ?? null, null)
    last.data.set(columnId, position)
    return { ...row, position }
  })
  const made = await importTasks(context.supabase, board, positioned)
  return made.error ? made : ok({ imported: made.data, problems: [] })
}
