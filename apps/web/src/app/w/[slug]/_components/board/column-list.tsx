'use client'

import {
  type FocusEventHandler,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { BoardTask } from '../../_lib/board/task-types'
import { cardPlaceProps, spaceFor } from './card-place'
import { TaskCard } from './task-card'

/**
 * The cards a static list renders at first: more than a laptop's window shows of a column. The
 * server renders these alone, and the browser hydrates these alone, so the board's first paint
 * and its start-up work do not grow with the page size (docs/decisions/board-first-screen.md).
 */
const FIRST_SCREEN = 8

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

/** Blank space standing in a list for cards it does not render. */
export function ListSpace({ height, ref }: { height: number; ref?: Ref<HTMLLIElement> }) {
  return <li ref={ref} aria-hidden="true" style={{ height }} />
}

/**
 * The cards before dragging is loaded (the page's first input; use-deferred-dnd.ts swaps in the
 * sortable list, which renders the cards near the window). The first `FIRST_SCREEN` cards, and
 * blank space of their estimated height for the other loaded ones, until that space comes into
 * view in a window taller than the first cards: a wall screen nobody touches shows them all.
 */
export function StaticColumnList({
  columnId,
  label,
  tasks,
  setSize,
  pendingIds,
  empty,
}: ColumnListProps) {
  const [all, setAll] = useState(false)
  const space = useRef<HTMLLIElement>(null)
  const hidden = all ? 0 : Math.max(tasks.length - FIRST_SCREEN, 0)
  // Observed once while there is blank space, not again with each card a live change adds.
  const spaced = hidden > 0
  useEffect(() => {
    const node = space.current
    if (!spaced || !node) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setAll(true)
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [spaced])
  const shown = spaced ? tasks.slice(0, FIRST_SCREEN) : tasks
  return (
    <ColumnListShell columnId={columnId} label={label} loaded={tasks.length}>
      {shown.map((task, index) => (
        <li key={task.id} {...cardPlaceProps({ index, setSize })}>
          <TaskCard task={task} pending={pendingIds.has(task.id)} />
        </li>
      ))}
      {spaced ? <ListSpace ref={space} height={spaceFor(hidden)} /> : null}
      {empty}
    </ColumnListShell>
  )
}
