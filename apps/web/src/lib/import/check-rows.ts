import { Constants } from '@teamboard/supabase'
import type { ImportTaskRow } from '@teamboard/supabase/mutations'
import { limits } from '@teamboard/supabase/schemas'
import type { ImportProblem } from './problems'

/** The task fields a CSV column can fill, in the order the mapping form shows them. */
export const importFields = [
  'title',
  'description',
  'column',
  'priority',
  'assignee_email',
  'due_date',
  'labels',
] as const
export type ImportField = (typeof importFields)[number]

export const importFieldNames: Record<ImportField, string> = {
  title: 'Title',
  description: 'Description',
  column: 'Column',
  priority: 'Priority',
  assignee_email: 'Assignee email',
  due_date: 'Due date',
  labels: 'Labels',
}

/** Which header of the file fills each field ('' = none). */
export type ColumnMapping = Record<ImportField, string>

/** A header that names a field (case, spaces and `_` ignored) maps to it; our export's do. */
export function guessMapping(headers: string[]): ColumnMapping {
  const squash = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '')
  const aliases: Record<ImportField, string[]> = {
    title: ['title', 'name', 'task', 'card'],
    description: ['description', 'desc', 'notes'],
    column: ['column', 'list', 'status'],
    priority: ['priority'],
    assignee_email: ['assigneeemail', 'email'],
    due_date: ['duedate', 'due'],
    labels: ['labels', 'label', 'tags'],
  }
  const mapping = {} as ColumnMapping
  for (const field of importFields) {
    mapping[field] = headers.find((header) => aliases[field].includes(squash(header))) ?? ''
  }
  return mapping
}

export interface BoardFacts {
  /** The board's column names. */
  columns: string[]
  /** Lower-cased emails of the workspace's members. */
  memberEmails: ReadonlySet<string>
}

export type CheckedRow = Omit<ImportTaskRow, 'position'>

const priorities: readonly string[] = Constants.public.Enums.task_priority

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}

/**
 * Every row's problems, named by row and by the file's column (docs/errors.md), and the rows as
 * the database takes them. The same check runs for the preview and again before the import.
 */
export function checkRows(
  records: Record<string, string>[],
  mapping: ColumnMapping,
  board: BoardFacts,
): { rows: CheckedRow[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = []
  const columns = new Map(board.columns.map((name) => [name.trim().toLowerCase(), name]))
  const rows = records.map((record, index) => {
    const row = index + 2
    const value = (field: ImportField) =>
      (mapping[field] ? (record[mapping[field]] ?? '') : '').trim()
    const problem = (field: ImportField, message: string) =>
      problems.push({ row, column: mapping[field] || importFieldNames[field], message })
    const title = value('title')
    if (!title) problem('title', 'A task needs a title.')
    else if (title.length > limits.taskTitleMax)
      problem('title', `A title can be at most ${limits.taskTitleMax} characters.`)
    const description = value('description')
    if (description.length > limits.taskDescriptionMax)
      problem(
        'description',
        `A description can be at most ${limits.taskDescriptionMax} characters.`,
      )
    const column = columns.get(value('column').toLowerCase())
    if (!column)
      problem(
        'column',
        value('column')
          ? `“${value('column')}” is not a column of this board (${board.columns.join(', ')}).`
          : `Name a column of this board (${board.columns.join(', ')}).`,
      )
    const priority = value('priority').toLowerCase() || 'none'
    if (!priorities.includes(priority))
      problem('priority', `Priority must be one of ${priorities.join(', ')}.`)
    const email = value('assignee_email').toLowerCase()
    if (email && !board.memberEmails.has(email))
      problem('assignee_email', `No member of this workspace has the email ${email}.`)
    const due = value('due_date')
    if (due && !isCalendarDate(due)) problem('due_date', `“${due}” is not a date like 2026-12-31.`)
    const labels = [
      ...new Set(
        value('labels')
          .split(/[,;]/)
          .map((label) => label.trim())
          .filter(Boolean),
      ),
    ]
    if (labels.length > limits.labelsPerTask)
      problem('labels', `A task can carry at most ${limits.labelsPerTask} labels.`)
    const long = labels.find((label) => label.length > limits.labelNameMax)
    if (long) problem('labels', `A label name can be at most ${limits.labelNameMax} characters.`)
    return {
      title,
      description,
      column: column ?? '',
      priority,
      assignee_email: email,
      due_date: due,
      labels,
    }
  })
  return { rows, problems }
}
