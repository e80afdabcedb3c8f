'use client'

import {
  AutoScrollActivator,
  DndContext,
  DragOverlay,
  useDndContext,
  useDroppable,
} from '@dnd-kit/core'
import {
  SortableContext,
  horizontalListSortingStrategy,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { type ReactNode, useCallback, useMemo, useRef } from 'react'
import { columnSortId } from './column-dnd'
import { type ColumnListProps, ColumnListShell, ListSpace } from './column-list'
import { columnListId, dropCollisions } from './drop-collisions'
import { SortableTask } from './sortable-task'
import { TaskCard } from './task-card'
import { type BoardDndProps, useBoardDnd } from './use-board-dnd'
import { useVirtualCards } from './use-virtual-cards'

export { SortableColumnFrame } from './sortable-column'

// Dragging (dnd-kit) is this module, loaded later: docs/decisions/deferred-loading.md.

const instructions = {
  draggable:
    'To move a task, press Space on its move button. Use the arrow keys to choose a place, ' +
    'Space to drop it there, or Escape to cancel.',
}

/**
 * The board and the page scroll while the pointer (not the dragged card's box) is within 5 % of
 * the board's side or 10 % of the window's top or bottom; the keyboard scrolls to its target.
 */
const autoScroll = { activator: AutoScrollActivator.Pointer, threshold: { x: 0.05, y: 0.1 } }

/**
 * Dragging for the columns in `children`: sensors, announcements and the card under the pointer;
 * the columns themselves are a horizontal sortable list (an owner's or admin's header drags one).
 */
export function DndBoard({ children, ...props }: BoardDndProps & { children: ReactNode }) {
  const dnd = useBoardDnd(props)
  const sortIds = useMemo(() => props.columnOrder.map(columnSortId), [props.columnOrder])
  return (
    <DndContext
      sensors={dnd.sensors}
      collisionDetection={dropCollisions}
      autoScroll={autoScroll}
      accessibility={{ announcements: dnd.announcements, screenReaderInstructions: instructions }}
      onDragStart={dnd.onDragStart}
      onDragEnd={dnd.onDragEnd}
      onDragCancel={dnd.onDragCancel}
    >
      <SortableContext id="columns" items={sortIds} strategy={horizontalListSortingStrategy}>
        {children}
      </SortableContext>
      <DragOverlay dropAnimation={null}>
        {dnd.activeTask ? <TaskCard task={dnd.activeTask} overlay /> : null}
      </DragOverlay>
    </DndContext>
  )
}

/**
 * A column's cards as a sortable list of the cards near the window (use-virtual-cards.ts), each
 * saying where it sits in the column, and the column as a drop target.
 */
export function SortableColumnList({
  columnId,
  label,
  tasks,
  setSize,
  pendingIds,
  empty,
}: ColumnListProps) {
  const { setNodeRef, isOver } = useDroppable({
    id: columnListId(columnId),
    data: { column: columnId },
  })
  const { active } = useDndContext()
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks])
  const own = useRef<HTMLUListElement | null>(null)
  const cards = useVirtualCards(own, columnId, tasks, active ? String(active.id) : null)
  const listRef = useCallback(
    (node: HTMLUListElement | null) => {
      own.current = node
      setNodeRef(node)
    },
    [setNodeRef],
  )
  return (
    <SortableContext id={columnId} items={ids} strategy={verticalListSortingStrategy}>
      <ColumnListShell
        columnId={columnId}
        label={label}
        loaded={tasks.length}
        listRef={listRef}
        over={isOver}
        onFocus={cards.onFocus}
        onBlur={cards.onBlur}
      >
        {cards.rows.map((row) =>
          row.kind === 'space' ? (
            <ListSpace key={row.key} height={row.height} />
          ) : (
            <SortableTask
              key={row.task.id}
              task={row.task}
              pending={pendingIds.has(row.task.id)}
              index={row.index}
              setSize={setSize}
              measure={cards.measure}
            />
          ),
        )}
        {empty}
      </ColumnListShell>
    </SortableContext>
  )
}
