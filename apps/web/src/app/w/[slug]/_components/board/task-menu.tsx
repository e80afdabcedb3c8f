'use client'

import { buttonClassName } from '@teamboard/ui/button'
import { EllipsisIcon } from 'lucide-react'
import { useEffect } from 'react'
import { later, useStandIn } from '@/lib/load-later'
import type { BoardTask } from '../../_lib/board/task-types'
import { useBoard } from './board-context'
import { useCardUi } from './card-ui'

// One module for the whole board: every card's stand-in asks for the same one.
export const taskMenu = later(() => import('./task-menu-dropdown'))

const triggerLook = {
  variant: 'ghost',
  size: 'icon',
  className: 'size-7 shrink-0 text-muted-foreground',
} as const
const standInClass = buttonClassName(triggerLook)

/**
 * A card's "…" menu (task-menu-dropdown.tsx, loaded later: lib/load-later.ts). Whether it is open
 * is the board's (card-ui.ts), so the board's shortcuts open it as well.
 */
export function TaskMenu({ task, taskKey }: { task: BoardTask; taskKey: string }) {
  const board = useBoard()
  const { menu, labels } = useCardUi(board.ui, task.id)
  const { loaded, handoff, standIn } = useStandIn(taskMenu, {
    open: menu,
    onOpen: () => board.ui.openMenu(task.id),
  })
  // Opened by a shortcut before the menu had arrived.
  useEffect(() => {
    if (menu) void taskMenu.load().catch(() => undefined)
  }, [menu])
  const label = `Actions for ${taskKey}`
  if (loaded)
    return (
      <loaded.TaskMenuDropdown
        task={task}
        trigger={{ ...triggerLook, 'aria-label': label }}
        labels={labels}
        {...handoff}
      />
    )
  // A plain button with the Button's classes, worked out once for every card.
  return (
    <button
      type="button"
      data-slot="button"
      className={standInClass}
      aria-label={label}
      {...standIn}
    >
      <EllipsisIcon aria-hidden="true" />
    </button>
  )
}
