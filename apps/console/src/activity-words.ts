import { priorityLabels, statusLabels } from '@teamboard/supabase/schemas'
import type { ActivityReport } from './staff-api'

function label(labels: Record<string, string>, value: unknown, fallback: string): string {
  return typeof value === 'string' && Object.hasOwn(labels, value)
    ? (labels[value] ?? fallback)
    : fallback
}

function field(data: unknown, key: string): unknown {
  return data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value ? value : fallback
}

/** "#12 “Fix the login”", or "a deleted task". */
function taskName(entry: ActivityReport): string {
  return entry.task ? `#${entry.task.number} “${entry.task.title}”` : 'a deleted task'
}

/**
 * One activity row in words for staff: who did what to which task ("Ada moved #3 “Ship it” from
 * Todo to Done"), never the raw kind. `nameOf` turns an assignee's id into a member's name.
 */
export function activityWords(entry: ActivityReport, nameOf: (userId: string) => string): string {
  const who = entry.actorName ?? 'Someone'
  const task = taskName(entry)
  const from = field(entry.data, 'from')
  const to = field(entry.data, 'to')
  switch (entry.kind) {
    case 'task_created':
      return `${who} created ${task}`
    case 'status_changed':
      return `${who} moved ${task} from ${label(statusLabels, from, 'a status')} to ${label(statusLabels, to, 'another status')}`
    case 'priority_changed':
      return `${who} changed the priority of ${task} from ${label(priorityLabels, from, 'one priority')} to ${label(priorityLabels, to, 'another')}`
    case 'column_changed':
      return `${who} moved ${task} from ${text(from, 'a column')} to ${text(to, 'another column')}`
    case 'board_changed':
      return `${who} moved ${task} from the board ${text(from, '?')} to ${text(to, '?')}`
    case 'label_added':
      return `${who} labelled ${task} “${text(field(entry.data, 'name'), 'a label')}”`
    case 'label_removed':
      return `${who} removed the label “${text(field(entry.data, 'name'), 'a label')}” from ${task}`
    case 'checklist_item_completed':
      return `${who} checked “${text(field(entry.data, 'body'), 'an item')}” on ${task}`
    case 'title_changed':
      return `${who} renamed ${task} (was “${text(from, '')}”)`
    case 'assigned':
      if (typeof to === 'string') return `${who} assigned ${task} to ${nameOf(to)}`
      return typeof from === 'string'
        ? `${who} unassigned ${nameOf(from)} from ${task}`
        : `${who} changed the assignee of ${task}`
    case 'attachment_added':
      return `${who} attached ${text(field(entry.data, 'file_name'), 'a file')} to ${task}`
    case 'attachment_removed':
      return `${who} removed ${text(field(entry.data, 'file_name'), 'a file')} from ${task}`
    default:
      return `${who} changed ${task}`
  }
}
