'use client'

import { Button } from '@teamboard/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@teamboard/ui/dropdown-menu'
import { EllipsisIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import {
  type BoardTask,
  isTaskPriority,
  isTaskStatus,
  priorityLabels,
  statusLabels,
  taskPriorities,
  taskStatuses,
} from '../../_lib/board/task-types'
import { useBoard } from './board-context'
import { PriorityIcon } from './priority-icon'

const UNASSIGNED = 'unassigned'

/** The card's menu: title, priority, assignee, status (a no-drag way to move) and delete. */
export function TaskMenu({
  task,
  taskKey,
  onEditTitle,
}: {
  task: BoardTask
  taskKey: string
  onEditTitle: () => void
}) {
  const board = useBoard()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-7 shrink-0 text-muted-foreground"
          aria-label={`Actions for ${taskKey}`}
        >
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      {/* React events bubble out of portals: keep menu clicks from reaching the draggable card. */}
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => event.preventDefault()}
        onPointerDown={(event) => event.stopPropagation()}
      >
        <DropdownMenuItem onSelect={onEditTitle}>
          <PencilIcon aria-hidden="true" />
          Edit title
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Priority</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup
              value={task.priority}
              onValueChange={(value) =>
                isTaskPriority(value) && board.update(task.id, { priority: value })
              }
            >
              {taskPriorities.map((priority) => (
                <DropdownMenuRadioItem key={priority} value={priority}>
                  <PriorityIcon priority={priority} />
                  {priorityLabels[priority]}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Assignee</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup
              value={task.assignee_id ?? UNASSIGNED}
              onValueChange={(value) =>
                board.update(task.id, { assignee_id: value === UNASSIGNED ? null : value })
              }
            >
              <DropdownMenuRadioItem value={UNASSIGNED}>Unassigned</DropdownMenuRadioItem>
              {[...board.members.values()].map((member) => (
                <DropdownMenuRadioItem key={member.userId} value={member.userId}>
                  {member.displayName}
                  {member.userId === board.me ? ' (me)' : ''}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Status</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup
              value={task.status}
              onValueChange={(value) => isTaskStatus(value) && board.moveTo(task.id, value)}
            >
              {taskStatuses.map((status) => (
                <DropdownMenuRadioItem key={status} value={status}>
                  {statusLabels[status]}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        {board.canDelete(task) ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => board.remove(task.id)}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
