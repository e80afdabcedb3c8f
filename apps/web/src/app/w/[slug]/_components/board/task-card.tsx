'use client'

import { ListAvatar } from '@teamboard/ui/avatar'
import { cn } from '@teamboard/ui/lib/cn'
import {
  CalendarIcon,
  CheckSquareIcon,
  GripVerticalIcon,
  MessageSquareIcon,
  PaperclipIcon,
} from 'lucide-react'
import { type ComponentProps, type Ref, memo } from 'react'
import { useLocale } from '@/hooks/use-locale'
import { formatDueDate, isOverdue, taskKey } from '../../_lib/board/task-key'
import { type BoardTask, priorityLabels } from '../../_lib/board/task-types'
import { LabelChip } from '@/components/label-chip'
import { useBoard } from './board-context'
import { useCardUi } from './card-ui'
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
  const { editing } = useCardUi(board.ui, task.id)
  const key = taskKey(board.slug, task.number > 0 ? task.number : null)
  const assignee = task.assignee_id ? board.members.get(task.assignee_id) : undefined
  const overdue = isOverdue(task.due_date, board.today)
  const locale = useLocale()
  return (
    <article
      aria-label={`${key} ${task.title}`}
      data-task-id={task.id}
      data-testid="task-card"
      className={cn(
        'group grid min-w-0 gap-2 rounded-lg border bg-card p-2.5 text-card-foreground shadow-xs',
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
        {overlay ? null : <TaskMenu task={task} taskKey={key} />}
      </div>
      <div data-card-title onDoubleClick={() => board.ui.edit(task.id)}>
        <TaskTitle
          key={task.title}
          title={task.title}
          editing={editing && !overlay}
          onSave={(title) => board.update(task.id, { title })}
          onDone={() => board.ui.done(task.id)}
        />
      </div>
      {task.label_ids.length > 0 ? (
        <ul aria-label="Labels" className="flex flex-wrap gap-1">
          {task.label_ids.map((id) => {
            const label = board.labels.get(id)
            return label ? (
              <li key={id} className="max-w-full">
                <LabelChip name={label.name} color={label.color} />
              </li>
            ) : null
          })}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {/* No priority shows nothing: a lone dash read as a glitch. */}
        {task.priority === 'none' ? null : (
          <span className="flex items-center gap-1" data-testid="task-priority">
            <PriorityIcon priority={task.priority} className="size-3.5" />
            {priorityLabels[task.priority]}
          </span>
        )}
        {task.due_date ? (
          <span
            className={cn('flex items-center gap-1', overdue && 'font-medium text-destructive')}
            data-overdue={overdue || undefined}
          >
            <CalendarIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Due</span>
            {formatDueDate(task.due_date, board.today, locale)}
            {overdue ? <span className="sr-only">(overdue)</span> : null}
          </span>
        ) : null}
        {task.checklist_total > 0 ? (
          <span
            className={cn(
              'flex items-center gap-1 tabular-nums',
              task.checklist_done === task.checklist_total && 'text-success',
            )}
            data-testid="task-checklist"
          >
            <CheckSquareIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Checklist</span>
            {task.checklist_done}/{task.checklist_total}
          </span>
        ) : null}
        {task.comment_count > 0 ? (
          <span className="flex items-center gap-1 tabular-nums" data-testid="task-comments">
            <MessageSquareIcon aria-hidden="true" className="size-3.5" />
            {task.comment_count}
            <span className="sr-only">{task.comment_count === 1 ? 'comment' : 'comments'}</span>
          </span>
        ) : null}
        {task.attachment_count > 0 ? (
          <span className="flex items-center gap-1 tabular-nums" data-testid="task-attachments">
            <PaperclipIcon aria-hidden="true" className="size-3.5" />
            {task.attachment_count}
            <span className="sr-only">{task.attachment_count === 1 ? 'file' : 'files'}</span>
          </span>
        ) : null}
        <span className="ml-auto" />
        {assignee ? (
          <ListAvatar
            name={assignee.displayName}
            src={assignee.avatarUrl}
            className="size-5"
            fallbackClassName="text-[10px]"
            title={assignee.displayName}
            data-testid="task-assignee"
          >
            <span className="sr-only">Assigned to {assignee.displayName}</span>
          </ListAvatar>
        ) : null}
      </div>
    </article>
  )
})
