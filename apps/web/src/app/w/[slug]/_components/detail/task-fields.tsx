'use client'

import { fieldClasses } from '@teamboard/ui/input'
import { Button } from '@teamboard/ui/button'
import { cn } from '@teamboard/ui/lib/cn'
import { XIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import {
  isTaskPriority,
  isTaskStatus,
  priorityLabels,
  statusLabels,
  taskPriorities,
  taskStatuses,
} from '../../_lib/board/task-types'
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
      <Field label="Status">
        {(id) => (
          <select
            id={id}
            className={selectClasses}
            value={task.status}
            onChange={(event) => {
              if (isTaskStatus(event.target.value)) onSave({ status: event.target.value })
            }}
          >
            {taskStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Priority">
        {(id) => (
          <select
            id={id}
            className={selectClasses}
            value={task.priority}
            onChange={(event) => {
              if (isTaskPriority(event.target.value)) onSave({ priority: event.target.value })
            }}
          >
            {taskPriorities.map((priority) => (
              <option key={priority} value={priority}>
                {priorityLabels[priority]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Assignee">
        {(id) => (
          <select
            id={id}
            className={selectClasses}
            value={task.assignee_id ?? ''}
            onChange={(event) => onSave({ assignee_id: event.target.value || null })}
          >
            <option value="">Unassigned</option>
            {members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.displayName}
              </option>
            ))}
            {task.assignee_id && !members.some((m) => m.userId === task.assignee_id) ? (
              <option value={task.assignee_id}>Former member</option>
            ) : null}
          </select>
        )}
      </Field>
      <Field label="Due date">
        {(id) => (
          <div className="flex items-center gap-1">
            <input
              id={id}
              type="date"
              className={cn(fieldClasses, 'h-9 py-1')}
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
