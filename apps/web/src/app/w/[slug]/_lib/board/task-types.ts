/**
 * What the board shows of a task, and the fixed lists it is drawn from (SPEC points 3 and 4).
 * The row shape is the table's, so a column added by a migration reaches the board untouched.
 */
export const taskStatuses = ['backlog', 'todo', 'in_progress', 'in_review', 'done', 'canceled'] as const
export type TaskStatus = (typeof taskStatuses)[number]

export const taskPriorities = ['urgent', 'high', 'medium', 'low', 'none'] as const
export type TaskPriority = (typeof taskPriorities)[number]

export const statusLabels: Record<TaskStatus, string> = {
  backlog: 'Backlog',
  todo: 'Todo',
  in_progress: 'In progress',
  in_review: 'In review',
  done: 'Done',
  canceled: 'Canceled',
}

export const priorityLabels: Record<TaskPriority, string> = {
  none: 'No priority',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
}

export interface BoardTask {
  id: string
  workspace_id: string
  number: number
  title: string
  status: TaskStatus
  priority: TaskPriority
  assignee_id: string | null
  due_date: string | null
  position: string
  created_by: string
  created_at: string
  updated_at: string
}

/** A person the board can show or assign: a member of the workspace. */
export interface BoardMember {
  userId: string
  displayName: string
  avatarUrl: string | null
}

export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'string' && (taskStatuses as readonly string[]).includes(value)
}

export function isTaskPriority(value: unknown): value is TaskPriority {
  return typeof value === 'string' && (taskPriorities as readonly string[]).includes(value)
}
