'use client'

import type { FocusEventHandler, ReactNode, Ref } from 'react'
import type { BoardTask } from '../../_lib/board/task-types'
import { TaskCard } from './task-card'

/** What a column hands to the list of its cards, with or without dragging. */
export interface ColumnListProps {
  columnId: string
  label: string
  tasks: BoardTask[]
  /** The tasks the view shows in the column, loaded or not: the list's size to a screen reader. */
  setSize: number
  pendingIds: ReadonlySet<string>
  /** The "no tasks" line, when the column shows none. */
  empty: ReactNode
}

/** The list both kinds of list render, so the swap to the sortable one looks the same. */
export function ColumnListShell({
  columnId,
  label,
  loaded,
  listRef,
  over,
  onFocus,
  onBlur,
  children,
}: {
  columnId: string
  label: string
  /** The cards loaded, rendered or not. */
  loaded: number
  listRef?: Ref<HTMLUListElement>
  over?: boolean
  onFocus?: FocusEventHandler<HTMLUListElement>
  onBlur?: FocusEventHandler<HTMLUListElement>
  children: ReactNode
}) {
  return (
    <ul
      ref={listRef}
      aria-label={`${label} tasks`}
      data-column-list={columnId}
      data-loaded={loaded}
      onFocus={onFocus}
      onBlur={onBlur}
      className={`flex min-h-16 flex-1 flex-col gap-2 rounded-lg ${over ? 'bg-accent/60' : ''}`}
    >
      {children}
    </ul>
  )
}

/**
 * The cards before dragging is loaded, every loaded one: a first page at most (board-pages.md).
 * board-dnd.tsx swaps in the sortable list, which renders only the cards near the window.
 */
export function StaticColumnList({ columnId, label, tasks, pendingIds, empty }: ColumnListProps) {
  return (
    <ColumnListShell columnId={columnId} label={label} loaded={tasks.length}>
      {tasks.map((task) => (
        <li key={task.id}>
          <TaskCard task={task} pending={pendingIds.has(task.id)} />
        </li>
      ))}
      {empty}
    </ColumnListShell>
  )
}
