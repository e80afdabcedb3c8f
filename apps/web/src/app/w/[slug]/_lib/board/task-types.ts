import { Constants, type Enums, type Tables } from '@teamboard/supabase'
import { priorityLabels, statusLabels } from '@teamboard/supabase/schemas'

/** What the board shows of a task, and the fixed lists it is drawn from (docs/states.md). */
export type TaskStatus = Enums<'task_status'>
export type TaskPriority = Enums<'task_priority'>

/** Column order is the enum's (docs/states.md). */
const taskStatuses: readonly TaskStatus[] = Constants.public.Enums.task_status

/** Menus list the most pressing first. */
const taskPriorities: readonly TaskPriority[] = [...Constants.public.Enums.task_priority].reverse()

// The words live with the enums in @teamboard/supabase, shared with the support console.
export { priorityLabels, statusLabels }

/** One entry of a select or menu: the value it saves and the words it shows. */
export interface Choice<Value extends string = string> {
  value: Value
  label: string
}

export const priorityChoices: readonly Choice<TaskPriority>[] = taskPriorities.map((value) => ({
  value,
  label: priorityLabels[value],
}))

/**
 * What a card needs: every column but the description (a realtime row carries it too, and is
 * still a BoardTask). The SSR list's joined assignee is not used: cards read members by id.
 */
export type BoardTask = Omit<Tables<'tasks'>, 'description'>

export type ColumnGroup = Enums<'column_group'>

/** The five column groups (docs/states.md), in the enum's order, as the column editor offers them. */
export const columnGroupChoices: readonly Choice<ColumnGroup>[] =
  Constants.public.Enums.column_group.map((value) => ({
    value,
    label: {
      backlog: 'Backlog',
      unstarted: 'Not started',
      started: 'Started',
      completed: 'Completed',
      canceled: 'Canceled',
    }[value],
  }))

/** A column of the board being shown, in board order. */
export type BoardColumnInfo = Pick<
  Tables<'board_columns'>,
  'id' | 'name' | 'status_group' | 'position'
>
/** A label of the workspace (chips, pickers, the `?label=` filter). */
export type LabelInfo = Pick<Tables<'labels'>, 'id' | 'name' | 'color'>
/** A board of the workspace (switcher, "Move to board…"). */
export type BoardInfo = Pick<Tables<'boards'>, 'id' | 'name' | 'slug'>

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
