import Papa from 'papaparse'
import { importFieldNames } from './check-rows'

export interface BoardCsvTask {
  key: string
  title: string
  description: string
  column: string
  priority: string
  assignee: string
  due_date: string | null
  labels: string[]
  created_at: string
  completed_at: string | null
}

/**
 * A board as CSV, one task a row in board order. The first seven headers are the import's
 * field names, so the file imports back as it is (the assignee is a display name, not an
 * email, so it is not mapped on the way back). Cells that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@` first) are quoted with a leading `'` (papaparse's escapeFormulae).
 */
export function boardCsv(tasks: BoardCsvTask[]): string {
  const n = importFieldNames
  return Papa.unparse(
    tasks.map((task) => ({
      [n.title]: task.title,
      [n.description]: task.description,
      [n.column]: task.column,
      [n.priority]: task.priority,
      Assignee: task.assignee,
      [n.due_date]: task.due_date ?? '',
      [n.labels]: task.labels.join(', '),
      Key: task.key,
      'Created at': task.created_at,
      'Completed at': task.completed_at ?? '',
    })),
    {
      columns: [
        n.title,
        n.description,
        n.column,
        n.priority,
        'Assignee',
        n.due_date,
        n.labels,
        'Key',
        'Created at',
        'Completed at',
      ],
      escapeFormulae: true,
      newline: '\r\n',
    },
  )
}
