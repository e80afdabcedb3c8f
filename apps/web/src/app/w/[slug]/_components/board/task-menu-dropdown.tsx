'use client'

import { Button } from '@teamboard/ui/button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
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
import { type ComponentProps, type ReactNode, useEffect, useState } from 'react'
import { type Handoff, useHandoffFocus } from '@/lib/load-later'
import { type BoardTask, type Choice, priorityChoices } from '../../_lib/board/task-types'
import { useBoard } from './board-context'
import { PriorityIcon } from './priority-icon'

const UNASSIGNED = 'unassigned'

/** A submenu of radio choices; a value outside them (never offered) does nothing. */
function ChoiceSubmenu<Value extends string>({
  label,
  value,
  choices,
  icon,
  onPick,
}: {
  label: string
  value: Value
  choices: readonly Choice<Value>[]
  icon?: (value: Value) => ReactNode
  onPick: (value: Value) => void
}) {
  return (
    <DropdownMenuSub>
      <DropdownMenuSubTrigger>{label}</DropdownMenuSubTrigger>
      <DropdownMenuSubContent>
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => {
            const picked = choices.find((choice) => choice.value === next)
            if (picked) onPick(picked.value)
          }}
        >
          {choices.map((choice) => (
            <DropdownMenuRadioItem key={choice.value} value={choice.value}>
              {icon?.(choice.value)}
              {choice.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuSubContent>
    </DropdownMenuSub>
  )
}

/**
 * The card's menu: title, priority, assignee, column (a no-drag way to move), labels, another
 * board and delete. Loaded later by task-menu.tsx, which passes the trigger's look and name;
 * open and at Labels as the board says (card-ui.ts).
 */
export function TaskMenuDropdown({
  task,
  trigger,
  labels,
  ...handoff
}: {
  task: BoardTask
  trigger: ComponentProps<typeof Button>
  labels: boolean
} & Handoff) {
  const board = useBoard()
  const triggerRef = useHandoffFocus(handoff)
  // Opened at Labels (the `l` shortcut): as → on "Labels" would, the submenu opens once the menu
  // has taken the focus (opened together, the menu's focus would close it). The submenu is then
  // given the focus here: Radix gives it only when its own keydown listener saw a key, and a menu
  // loaded after the `l` was pressed never did. Not in the ref itself: until the submenu's focus
  // scope has mounted (its effect), the menu's scope still traps the focus and would take it back,
  // closing the submenu. The ref's state update renders once more, after those effects.
  const [labelsOpen, setLabelsOpen] = useState(false)
  const [labelsMenu, setLabelsMenu] = useState<HTMLDivElement | null>(null)
  useEffect(() => {
    if (labels && labelsMenu) labelsMenu.focus({ preventScroll: true })
  }, [labels, labelsMenu])
  return (
    // Not modal: a modal menu locks the page's scroll and the pointer outside it by restyling
    // <body>, so every opening and closing restyled the whole board (28 ms on a board of 1 000
    // cards, before a Status pick could even be sent: docs/decisions/board-moves.md). A click
    // outside still closes it.
    <DropdownMenu
      modal={false}
      open={handoff.open}
      onOpenChange={(open) => (open ? board.ui.openMenu : board.ui.closeMenu)(task.id)}
    >
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} {...trigger}>
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      {/* React events bubble out of portals: keep menu clicks from reaching the draggable card. */}
      <DropdownMenuContent
        align="end"
        onFocus={(event) =>
          labels && event.target === event.currentTarget ? setLabelsOpen(true) : undefined
        }
        onCloseAutoFocus={(event) => event.preventDefault()}
        onPointerDown={(event) => event.stopPropagation()}
      >
        <DropdownMenuItem onSelect={() => board.ui.edit(task.id)}>
          <PencilIcon aria-hidden="true" />
          Edit title
        </DropdownMenuItem>
        <ChoiceSubmenu
          label="Priority"
          value={task.priority}
          choices={priorityChoices}
          icon={(priority) => <PriorityIcon priority={priority} />}
          onPick={(priority) => board.update(task.id, { priority })}
        />
        <ChoiceSubmenu
          label="Assignee"
          value={task.assignee_id ?? UNASSIGNED}
          choices={[
            { value: UNASSIGNED, label: 'Unassigned' },
            ...[...board.members.values()].map((member) => ({
              value: member.userId,
              label: `${member.displayName}${member.userId === board.me ? ' (me)' : ''}`,
            })),
          ]}
          onPick={(id) => board.update(task.id, { assignee_id: id === UNASSIGNED ? null : id })}
        />
        {/* "Status" speaks of the board's columns: moving without dragging. */}
        <ChoiceSubmenu
          label="Status"
          value={task.column_id}
          choices={board.columns.map((column) => ({ value: column.id, label: column.name }))}
          onPick={(columnId) => board.moveTo(task.id, columnId)}
        />
        {board.labels.size > 0 ? (
          <DropdownMenuSub open={labelsOpen} onOpenChange={setLabelsOpen}>
            <DropdownMenuSubTrigger>Labels</DropdownMenuSubTrigger>
            <DropdownMenuSubContent ref={setLabelsMenu}>
              {[...board.labels.values()].map((label) => (
                <DropdownMenuCheckboxItem
                  key={label.id}
                  checked={task.label_ids.includes(label.id)}
                  onCheckedChange={(on) => board.setLabel(task.id, label.id, on === true)}
                >
                  {label.name}
                </DropdownMenuCheckboxItem>
              ))}
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        ) : null}
        {board.otherBoards.length > 0 ? (
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>Move to board…</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              {board.otherBoards.map((other) => (
                <DropdownMenuItem
                  key={other.id}
                  onSelect={() => board.moveToBoard(task.id, other.id)}
                >
                  {other.name}
                </DropdownMenuItem>
              ))}
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        ) : null}
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
