'use client'

import { fieldClasses } from '@teamboard/ui/input'
import { Button } from '@teamboard/ui/button'
import { cn } from '@teamboard/ui/lib/cn'
import { XIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { type Choice, priorityChoices, statusChoices } from '../../_lib/board/task-types'
import type { DetailMember, DetailPatch, DetailTask } from '../../_lib/detail/detail-types'

const selectClasses = cn(fieldClasses, 'h-9 py-1')

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children(id)}
    </div>
  )
}

/** A native select of fixed choices; a value outside them (a tampered DOM) saves nothing. */
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
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          data-field={field}
          className={selectClasses}
          value={value}
          onChange={(event) => {
            const picked = choices.find((choice) => choice.value === event.target.value)
            if (picked) onPick(picked.value)
          }}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** Unassigned, the members, and whoever is assigned but has left (named as such). */
function assigneeChoices(task: DetailTask, members: readonly DetailMember[]): Choice[] {
  const choices = [
    { value: '', label: 'Unassigned' },
    ...members.map((member) => ({ value: member.userId, label: member.displayName })),
  ]
  if (task.assignee_id && !members.some((member) => member.userId === task.assignee_id))
    choices.push({ value: task.assignee_id, label: 'Former member' })
  return choices
}

/**
 * Status, priority, assignee (members only) and due date. Native controls: every browser and
 * screen reader knows them, and the date input is the platform's own date picker.
 */
export function TaskFields({
  task,
  members,
  onSave,
}: {
  task: DetailTask
  members: readonly DetailMember[]
  onSave: (patch: DetailPatch) => void
}) {
  return (
    <div className="grid gap-4" data-testid="detail-fields">
      <ChoiceField
        label="Status"
        field="status"
        value={task.status}
        choices={statusChoices}
        onPick={(status) => onSave({ status })}
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
        value={task.assignee_id ?? ''}
        choices={assigneeChoices(task, members)}
        onPick={(id) => onSave({ assignee_id: id || null })}
      />
      <Field label="Due date">
        {(id) => (
          <div className="flex items-center gap-1">
            <input
              id={id}
              type="date"
              className={selectClasses}
              value={task.due_date ?? ''}
              onChange={(event) => {
                // A half-typed date is '' until complete; only a whole date (or clearing) saves.
                if (event.target.validity.valid && event.target.value)
                  onSave({ due_date: event.target.value })
              }}
            />
            {task.due_date ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-8 shrink-0"
                aria-label="Clear due date"
                onClick={() => onSave({ due_date: null })}
              >
                <XIcon aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        )}
      </Field>
    </div>
  )
}
