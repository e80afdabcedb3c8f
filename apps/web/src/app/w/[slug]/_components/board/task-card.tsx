'use client'

import { Avatar, AvatarFallback, AvatarImage, initials } from '@teamboard/ui/avatar'
import { cn } from '@teamboard/ui/lib/cn'
import { CalendarIcon, GripVerticalIcon } from 'lucide-react'
import { type ComponentProps, type Ref, memo, useState } from 'react'
import { formatDueDate, isOverdue, taskKey } from '../../_lib/board/task-key'
import { type BoardTask, priorityLabels } from '../../_lib/board/task-types'
import { useBoard } from './board-context'
import { PriorityIcon } from './priority-icon'
import { TaskLink } from './task-link'
import { TaskMenu } from './task-menu'
import { TaskTitle } from './task-title'

export interface DragHandleProps {
  ref?: Ref<HTMLButtonElement>
  attributes?: ComponentProps<'button'>
}

/**
 * One task. Memoised on the task object: the board keeps unchanged tasks' objects, so moving or
 * editing one card re-renders that card only. The grip is the keyboard handle (Space picks the
 * card up); the pointer can drag the card from anywhere.
 */
export const TaskCard = memo(function TaskCard({
  task,
  pending,
  handle,
  overlay,
}: {
  task: BoardTask
  pending?: boolean
  handle?: DragHandleProps
  overlay?: boolean
}) {
  const board = useBoard()
  const [editing, setEditing] = useState(false)
  const key = taskKey(board.slug, task.number > 0 ? task.number : null)
  const assignee = task.assignee_id ? board.members.get(task.assignee_id) : undefined
  const overdue = isOverdue(task.due_date, board.today)
  return (
    <article
      aria-label={`${key} ${task.title}`}
      data-task-id={task.id}
      data-testid="task-card"
      className={cn(
        'group grid gap-2 rounded-lg border bg-card p-2.5 text-card-foreground shadow-xs',
        pending && 'opacity-80',
        // No rotation: the keyboard sensor compares the overlay's box with the cards' boxes.
        overlay && 'shadow-lg ring-2 ring-ring',
      )}
    >
      <div className="flex items-center gap-1">
        <button
          type="button"
          ref={handle?.ref}
          {...handle?.attributes}
          data-drag-handle
          aria-label={`Move ${key}`}
          className="-ml-1 flex size-6 cursor-grab touch-none items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          <GripVerticalIcon aria-hidden="true" className="size-3.5" />
        </button>
        <span className="font-mono text-xs text-muted-foreground" data-testid="task-key">
          {task.number > 0 && !overlay ? (
            <TaskLink slug={board.slug} number={task.number} label={`Open ${key} ${task.title}`}>
              {key}
            </TaskLink>
          ) : (
            key
          )}
        </span>
        <span className="ml-auto" />
        {overlay ? null : (
          <TaskMenu task={task} taskKey={key} onEditTitle={() => setEditing(true)} />
        )}
      </div>
      <div data-card-title onDoubleClick={() => setEditing(true)}>
        <TaskTitle
          key={task.title}
          title={task.title}
          editing={editing}
          onSave={(title) => board.update(task.id, { title })}
          onDone={() => setEditing(false)}
        />
      </div>
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <span className="flex items-center gap-1" data-testid="task-priority">
          <PriorityIcon priority={task.priority} className="size-3.5" />
          <span className={task.priority === 'none' ? 'sr-only' : undefined}>
            {priorityLabels[task.priority]}
          </span>
        </span>
        {task.due_date ? (
          <span
            className={cn('flex items-center gap-1', overdue && 'font-medium text-destructive')}
            data-overdue={overdue || undefined}
          >
            <CalendarIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Due</span>
            {formatDueDate(task.due_date)}
            {overdue ? <span className="sr-only">(overdue)</span> : null}
          </span>
        ) : null}
        <span className="ml-auto" />
        {assignee ? (
          <Avatar className="size-5" title={assignee.displayName} data-testid="task-assignee">
            {assignee.avatarUrl ? <AvatarImage src={assignee.avatarUrl} alt="" /> : null}
            <AvatarFallback className="text-[10px]">
              {initials(assignee.displayName)}
            </AvatarFallback>
            <span className="sr-only">Assigned to {assignee.displayName}</span>
          </Avatar>
        ) : null}
      </div>
    </article>
  )
})
