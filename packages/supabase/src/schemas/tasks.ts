import * as z from 'zod/mini'
import { isValidPosition } from './position.js'
import { Constants } from '../types/database.js'

/** The statuses of docs/states.md, in board order; from the generated `Constants`, never retyped. */
export const taskStatuses = Constants.public.Enums.task_status
export const taskPriorities = Constants.public.Enums.task_priority

export const taskStatusSchema = z.enum(taskStatuses, 'Choose a status.')
export const taskPrioritySchema = z.enum(taskPriorities, 'Choose a priority.')
export const taskPositionSchema = z
  .string()
  .check(z.refine(isValidPosition, 'That is not a valid position.'))
