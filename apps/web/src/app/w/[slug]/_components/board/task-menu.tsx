'use client'

import { Button } from '@teamboard/ui/button'
import { EllipsisIcon } from 'lucide-react'
import { useDeferredMenu } from '@/components/deferred-menu'
import type { BoardTask } from '../../_lib/board/task-types'

export interface TaskMenuProps {
  task: BoardTask
  taskKey: string
  onEditTitle: () => void
}

/** The "…" button's look and name, shared by the stand-in and the real trigger. */
export function taskMenuButton(taskKey: string) {
  return {
    variant: 'ghost',
    size: 'icon',
    className: 'size-7 shrink-0 text-muted-foreground',
    'aria-label': `Actions for ${taskKey}`,
  } as const
}

// One import for the whole board: every card's stand-in asks for the same module.
export const loadTaskMenu = () =>
  import('./task-menu-dropdown').then((module) => module.TaskMenuDropdown)

/**
 * A card's "…" menu. Radix's menu and its positioning stay out of the board's first load (issue
 * 13): each card renders a plain button with the trigger's name and look, and the menu
 * (task-menu-dropdown.tsx) replaces it on the first sign of use (deferred-menu.ts).
 */
export function TaskMenu(props: TaskMenuProps) {
  const { Menu, handoff, standIn } = useDeferredMenu<TaskMenuProps>(loadTaskMenu)
  if (Menu) return <Menu {...props} {...handoff} />
  return (
    <Button {...taskMenuButton(props.taskKey)} {...standIn}>
      <EllipsisIcon aria-hidden="true" />
    </Button>
  )
}
