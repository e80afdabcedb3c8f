import { isTaskPriority, isTaskStatus, priorityLabels, statusLabels } from '../board/task-types'

/** One activity row as the trigger wrote it (see the tasks migration). */
export interface ActivityEntry {
  kind: string
  data: unknown
}

function field(data: unknown, key: string): unknown {
  return data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined
}

function textOf(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback
}

function statusLabel(value: unknown): string {
  return isTaskStatus(value) ? statusLabels[value] : 'another status'
}

function priorityLabel(value: unknown): string {
  return isTaskPriority(value) ? priorityLabels[value] : 'another priority'
}

function dueDateText(from: unknown, to: unknown, dateOf: (date: string) => string): string {
  if (typeof to !== 'string') return 'removed the due date'
  if (typeof from !== 'string') return `set the due date to ${dateOf(to)}`
  return `changed the due date from ${dateOf(from)} to ${dateOf(to)}`
}

/**
 * What happened, after the actor's name: "moved this from Todo to In progress". `nameOf` turns
 * an assignee id into a name (members, or "a former member"); `dateOf` formats a due date.
 */
export function activityText(
  entry: ActivityEntry,
  nameOf: (userId: string) => string,
  dateOf: (date: string) => string = (date) => date,
): string {
  const from = field(entry.data, 'from')
  const to = field(entry.data, 'to')
  switch (entry.kind) {
    case 'task_created':
      return 'created this'
    case 'status_changed':
      return `moved this from ${statusLabel(from)} to ${statusLabel(to)}`
    // Column and board names as they were when it happened (the boards migration).
    case 'column_changed':
      return `moved this from ${textOf(from, 'another column')} to ${textOf(to, 'another column')}`
    case 'board_changed':
      return `moved this from the board ${textOf(from, 'another board')} to ${textOf(to, 'another board')}`
    case 'label_added':
      return `added the label ${textOf(field(entry.data, 'name'), 'a label')}`
    case 'label_removed':
      return `removed the label ${textOf(field(entry.data, 'name'), 'a label')}`
    case 'checklist_item_completed':
      return `completed “${textOf(field(entry.data, 'body'), 'a checklist item')}”`
    case 'priority_changed':
      return `changed the priority from ${priorityLabel(from)} to ${priorityLabel(to)}`
    case 'title_changed':
      return `renamed this from “${textOf(from, '')}” to “${textOf(to, '')}”`
    case 'assigned':
      if (typeof to === 'string') return `assigned this to ${nameOf(to)}`
      return typeof from === 'string' ? `unassigned ${nameOf(from)}` : 'changed the assignee'
    case 'due_date_changed':
      return dueDateText(from, to, dateOf)
    case 'description_changed':
      return 'edited the description'
    case 'attachment_added':
      return `attached ${textOf(field(entry.data, 'file_name'), 'a file')}`
    case 'attachment_removed':
      return `removed ${textOf(field(entry.data, 'file_name'), 'a file')}`
    default:
      return 'changed this'
  }
}
