// No zod here: the board shows these words in its first load (apps/web e2e/js-budget.ts), and
// zod's schemas, built when their module loads, would come with them.
import { Constants } from '../types/database.js'

/** The statuses of docs/states.md, in board order; from the generated `Constants`, never retyped. */
export const taskStatuses = Constants.public.Enums.task_status
export const taskPriorities = Constants.public.Enums.task_priority

/** The words every screen shows for a status and a priority (the board, the support console). */
export const statusLabels: Record<(typeof taskStatuses)[number], string> = {
  backlog: 'Backlog',
  todo: 'Todo',
  in_progress: 'In progress',
  in_review: 'In review',
  done: 'Done',
  canceled: 'Canceled',
}

export const priorityLabels: Record<(typeof taskPriorities)[number], string> = {
  none: 'No priority',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
}
