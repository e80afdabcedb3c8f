import { type BoardTask, type LabelInfo, type TaskPriority, isTaskPriority } from './task-types'

/**
 * Board filters as they live in the URL, so a filtered board is a link:
 * `?assignee=me|unassigned|<user id>&priority=high,urgent&label=Bug&q=text`. A label is named
 * as people read it (any case); a name no label has matches no task.
 */
export interface BoardFilters {
  assignee: string | null
  priorities: TaskPriority[]
  label: string | null
  text: string
}

export const emptyFilters: BoardFilters = { assignee: null, priorities: [], label: null, text: '' }

export function parseFilters(params: URLSearchParams): BoardFilters {
  const assignee = params.get('assignee')?.trim() || null
  const priorities = (params.get('priority') ?? '').split(',').filter(isTaskPriority)
  const label = params.get('label')?.trim() || null
  return { assignee, priorities: [...new Set(priorities)], label, text: params.get('q') ?? '' }
}

/** Filters over the current params: other params survive, empty filters leave the URL. */
export function filtersToSearch(filters: BoardFilters, current: URLSearchParams): string {
  const params = new URLSearchParams(current)
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key))
  set('assignee', filters.assignee ?? '')
  set('priority', filters.priorities.join(','))
  set('label', filters.label ?? '')
  set('q', filters.text)
  const search = params.toString()
  return search ? `?${search}` : ''
}

export function hasFilters(filters: BoardFilters): boolean {
  return (
    filters.assignee !== null ||
    filters.priorities.length > 0 ||
    filters.label !== null ||
    filters.text.trim() !== ''
  )
}

/** A predicate for the filters; `me` is the signed-in user's id, `labels` the workspace's. */
export function taskMatcher(
  filters: BoardFilters,
  me: string,
  labels: readonly LabelInfo[] = [],
): (task: BoardTask) => boolean {
  const assignee = filters.assignee === 'me' ? me : filters.assignee
  const priorities = new Set(filters.priorities)
  const wanted = filters.label?.toLocaleLowerCase()
  const labelId = wanted
    ? (labels.find((l) => l.name.toLocaleLowerCase() === wanted)?.id ?? 'none')
    : null
  const words = filters.text.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  return (task) => {
    if (
      assignee === 'unassigned'
        ? task.assignee_id !== null
        : assignee && task.assignee_id !== assignee
    )
      return false
    if (priorities.size > 0 && !priorities.has(task.priority)) return false
    if (labelId && !task.label_ids.includes(labelId)) return false
    if (words.length === 0) return true
    const title = task.title.toLocaleLowerCase()
    return words.every((word) => title.includes(word))
  }
}
