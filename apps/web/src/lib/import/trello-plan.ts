import type { ImportPlan } from '@teamboard/supabase/mutations'
import { limits } from '@teamboard/supabase/schemas'
import type { mapTrello } from './trello-mapping'

/** The mapped board as `public.start_trello_import` reads it (docs/decisions/trello-import-jobs.md). */
export function toImportPlan(board: ReturnType<typeof mapTrello>): ImportPlan {
  const known = new Set(board.labels.map((l) => l.sourceId))
  return {
    source_id: board.sourceId,
    name: board.name,
    columns: board.columns,
    labels: board.labels.map((l) => ({ source_id: l.sourceId, name: l.name, color: l.color })),
    tasks: board.tasks.map((t) => ({
      source_id: t.sourceId,
      title: t.title,
      description: t.description,
      column: t.column,
      due_date: t.dueDate,
      assignee_id: t.assigneeId,
      // Trello allows more labels on a card than a task takes; the first ones are kept.
      label_source_ids: [...new Set(t.labelSourceIds.filter((id) => known.has(id)))].slice(
        0,
        limits.labelsPerTask,
      ),
      checklist: t.checklist.filter((item) => item.text !== ''),
      comments: t.comments.map((c) => ({
        author_id: c.authorId,
        imported_author: c.importedAuthor,
        body: c.body,
        at: c.at,
      })),
    })),
  }
}
