'use client'

import type { ReactNode, Ref } from 'react'
import type { BoardTask } from '../../_lib/board/task-types'
import { TaskCard } from './task-card'

/** What a column hands to the list of its cards, with or without dragging. */
export interface ColumnListProps {
  columnId: string
  label: string
  tasks: BoardTask[]
  pendingIds: ReadonlySet<string>
  /** The "no tasks" line, when the column shows none. */
  empty: ReactNode
}

/** The list element both kinds of list render, so the swap to the sortable one looks the same. */
export function ColumnListShell({
  label,
  listRef,
  over,
  children,
}: {
  label: string
  listRef?: Ref<HTMLUListElement>
  over?: boolean
  children: ReactNode
}) {
  return (
    <ul
      ref={listRef}
      aria-label={`${label} tasks`}
      className={`flex min-h-16 flex-1 flex-col gap-2 rounded-lg ${over ? 'bg-accent/60' : ''}`}
    >
      {children}
    </ul>
  )
}

/** The cards before dragging is loaded (board-dnd.tsx swaps in the sortable list). */
export function StaticColumnList({ label, tasks, pendingIds, empty }: ColumnListProps) {
  return (
    <ColumnListShell label={label}>
      {tasks.map((task) => (
        <li key={task.id}>
          <TaskCard task={task} pending={pendingIds.has(task.id)} />
        </li>
      ))}
      {empty}
    </ColumnListShell>
  )
}
