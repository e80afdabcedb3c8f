import {
  getBoardBySlug,
  listBoardColumns,
  listBoardTasks,
  listLabels,
} from '@teamboard/supabase/queries'
import { boardCsv } from '@/lib/import/board-csv'
import { taskKey } from '../../../_lib/board/task-key'
import { download, exportAccess, notFoundResponse } from '../../_lib/export-access'

/** One board as CSV, its tasks in board order (docs/roles.md: any member). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ slug: string; board: string }> },
) {
  const { slug, board: boardSlug } = await params
  const context = await exportAccess(slug)
  if (context instanceof Response) return context
  const { supabase, workspace } = context
  const board = await getBoardBySlug(supabase, workspace.id, boardSlug)
  if (board.error?.code === 'not_found') return notFoundResponse()
  if (board.error) throw new Error(`Board export failed: ${board.error.code}`)
  const [columns, tasks, labels, descriptions] = await Promise.all([
    listBoardColumns(supabase, board.data.id),
    listBoardTasks(supabase, workspace.id, board.data.id),
    listLabels(supabase, workspace.id),
    supabase.from('tasks').select('id, description').eq('board_id', board.data.id),
  ])
  if (columns.error || tasks.error || labels.error || descriptions.error)
    throw new Error('Board export failed')
  const columnName = new Map(columns.data.map((c) => [c.id, c.name]))
  const columnOrder = new Map(columns.data.map((c, index) => [c.id, index]))
  const labelName = new Map(labels.data.map((l) => [l.id, l.name]))
  const description = new Map(descriptions.data.map((t) => [t.id, t.description]))
  const rows = [...tasks.data]
    .sort((a, b) => (columnOrder.get(a.column_id) ?? 0) - (columnOrder.get(b.column_id) ?? 0))
    .map((task) => ({
      key: taskKey(workspace.slug, task.number),
      title: task.title,
      description: description.get(task.id) ?? '',
      column: columnName.get(task.column_id) ?? '',
      priority: task.priority,
      assignee: task.assignee?.display_name ?? '',
      due_date: task.due_date,
      labels: task.label_ids.map((id) => labelName.get(id) ?? '').filter(Boolean),
      created_at: task.created_at,
      completed_at: task.completed_at,
    }))
  return download(boardCsv(rows), `${workspace.slug}-${board.data.slug}.csv`, 'text/csv')
}
