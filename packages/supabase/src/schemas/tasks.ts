import * as z from 'zod/mini'
import { isValidPosition } from './position.js'
import { taskPriorities, taskStatuses } from './labels.js'

export { priorityLabels, statusLabels, taskPriorities, taskStatuses } from './labels.js'

export const taskStatusSchema = z.enum(taskStatuses, 'Choose a status.')
export const taskPrioritySchema = z.enum(taskPriorities, 'Choose a priority.')
export const taskPositionSchema = z
  .string()
  .check(z.refine(isValidPosition, 'That is not a valid position.'))
