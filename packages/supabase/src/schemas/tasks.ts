import * as z from 'zod/mini'
import { isValidPosition } from './position.js'
import { Constants } from '../types/database.js'

/** The statuses of docs/states.md, in board order; from the generated `Constants`, never retyped. */
export const taskStatuses = Constants.public.Enums.task_status
export const taskPriorities = Constants.public.Enums.task_priority

export const taskStatusSchema = z.enum(taskStatuses, 'Choose a status.')
export const taskPrioritySchema = z.enum(taskPriorities, 'Choose a priority.')

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
export const taskPositionSchema = z
  .string()
  .check(z.refine(isValidPosition, 'That is not a valid position.'))
