'use client'

import { type ReactNode, type Ref, useCallback, useRef } from 'react'
import type { BoardTask } from '../../_lib/board/task-types'
import { TaskCard } from './task-card'
import { useVirtualCards } from './use-virtual-cards'

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

/** Where a card sits in its list: the `<li>`'s `data-index`, `aria-posinset` and measuring ref. */
export interface CardPlace {
  index: number
  setSize: number
  measure: (node: Element | null) => void
}

export function cardPlaceProps({ index, setSize }: CardPlace) {
  return { 'data-index': index, 'aria-posinset': index + 1, 'aria-setsize': setSize }
}

/**
 * The list both kinds of list render, so the swap to the sortable one looks the same. Only the
 * cards near the window are rendered (use-virtual-cards.ts); each says where it sits in the column.
 */
export function ColumnListShell({
  label,
  tasks,
  setSize,
  pinned,
  listRef,
  over,
  empty,
  renderCard,
}: {
  label: string
  tasks: BoardTask[]
  setSize: number
  /** A card that stays rendered wherever the page scrolls: the one being dragged. */
  pinned?: string | null
  listRef?: (node: HTMLElement | null) => void
  over?: boolean
  empty: ReactNode
  renderCard: (task: BoardTask, place: CardPlace) => ReactNode
}) {
  const own = useRef<HTMLUListElement | null>(null)
  const cards = useVirtualCards(own, tasks, pinned)
  const ref: Ref<HTMLUListElement> = useCallback(
    (node: HTMLUListElement | null) => {
      own.current = node
      listRef?.(node)
    },
    [listRef],
  )
  return (
    <ul
      ref={ref}
      aria-label={`${label} tasks`}
      data-loaded={tasks.length}
      onFocus={cards.onFocus}
      onBlur={cards.onBlur}
      className={`flex min-h-16 flex-1 flex-col gap-2 rounded-lg ${over ? 'bg-accent/60' : ''}`}
    >
      {cards.rows.map((row) =>
        row.kind === 'space' ? (
          <li key={row.key} aria-hidden="true" style={{ height: row.height }} />
        ) : (
          renderCard(row.task, { index: row.index, setSize, measure: cards.measure })
        ),
      )}
      {empty}
    </ul>
  )
}

/** The cards before dragging is loaded (board-dnd.tsx swaps in the sortable list). */
export function StaticColumnList({ label, tasks, setSize, pendingIds, empty }: ColumnListProps) {
  return (
    <ColumnListShell
      label={label}
      tasks={tasks}
      setSize={setSize}
      empty={empty}
      renderCard={(task, place) => (
        <li key={task.id} ref={place.measure} {...cardPlaceProps(place)}>
          <TaskCard task={task} pending={pendingIds.has(task.id)} />
        </li>
      )}
    />
  )
}
