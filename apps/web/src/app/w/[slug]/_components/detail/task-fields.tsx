'use client'

import { useId } from 'react'
import { type BoardColumnInfo, type Choice, priorityChoices } from '../../_lib/board/task-types'
import type { DetailMember, DetailPatch, DetailTask } from '../../_lib/detail/detail-types'
import { FilterSelect } from '../board/filter-select'
import { DueDateField } from './due-date-field'

const labelClasses = 'text-xs font-medium text-muted-foreground'

/**
 * The UI kit's select, as on the board's filters (loaded on first use, filter-select.tsx). It
 * offers only the fixed choices; a value outside them saves nothing.
 */
function ChoiceField<Value extends string>({
  label,
  value,
  choices,
  onPick,
  field,
}: {
  label: string
  /** Names the select for the detail's shortcuts (`s`, `p`, `a` focus it). */
  field: string
  value: Value
  choices: readonly Choice<Value>[]
  onPick: (value: Value) => void
}) {
  const id = useId()
  return (
    <div className="grid gap-1" data-field={field}>
      <FilterSelect
        id={id}
        label={label}
        labelClassName={labelClasses}
        className="h-9 w-full"
        value={value}
        options={choices}
        onValueChange={(picked) => {
          const choice = choices.find((option) => option.value === picked)
          if (choice) onPick(choice.value)
        }}
      />
    </div>
  )
}

const UNASSIGNED = 'unassigned'

/** Unassigned, the members, and whoever is assigned but has left (named as such). */
function assigneeChoices(task: DetailTask, members: readonly DetailMember[]): Choice[] {
  const choices = [
    { value: UNASSIGNED, label: 'Unassigned' },
    ...members.map((member) => ({ value: member.userId, label: member.displayName })),
  ]
  if (task.assignee_id && !members.some((member) => member.userId === task.assignee_id))
    choices.push({ value: task.assignee_id, label: 'Former member' })
  return choices
}

/**
 * The board's columns; a column the list does not hold (the task moved to another board while
 * the detail was open) is named as such until the detail reloads.
 */
function columnChoices(task: DetailTask, columns: readonly BoardColumnInfo[]): Choice[] {
  const choices = columns.map((column) => ({ value: column.id, label: column.name }))
  if (!columns.some((column) => column.id === task.column_id))
    choices.push({ value: task.column_id, label: 'A column of another board' })
  return choices
}

/**
 * Status (the columns of the task's board: picking one moves the task there), priority, assignee
 * (members only) and due date: the kit's select, as on the board, and a calendar in a popover for
 * the date (due-date-field.tsx), both keyboard- and screen-reader-able.
 */
export function TaskFields({
  task,
  members,
  columns,
  onSave,
  onMove,
}: {
  task: DetailTask
  members: readonly DetailMember[]
  columns: readonly BoardColumnInfo[]
  onSave: (patch: DetailPatch) => void
  /** Moves the task to the end of another column of its board. */
  onMove: (columnId: string) => void
}) {
  return (
    <div className="grid gap-4" data-testid="detail-fields">
      <ChoiceField
        label="Status"
        field="status"
        value={task.column_id}
        choices={columnChoices(task, columns)}
        onPick={onMove}
      />
      <ChoiceField
        label="Priority"
        field="priority"
        value={task.priority}
        choices={priorityChoices}
        onPick={(priority) => onSave({ priority })}
      />
      <ChoiceField
        label="Assignee"
        field="assignee"
        value={task.assignee_id ?? UNASSIGNED}
        choices={assigneeChoices(task, members)}
        onPick={(id) => onSave({ assignee_id: id === UNASSIGNED ? null : id })}
      />
      <DueDateField
        value={task.due_date}
        labelClassName={labelClasses}
        onChange={(due_date) => onSave({ due_date })}
      />
    </div>
  )
}
