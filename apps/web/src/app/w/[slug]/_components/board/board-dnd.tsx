'use client'

import { DndContext, DragOverlay, closestCorners, useDroppable } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { type ReactNode, useMemo } from 'react'
import type { BoardTask } from '../../_lib/board/task-types'
import { type ColumnListProps, ColumnListShell } from './column-list'
import { SortableTask } from './sortable-task'
import { TaskCard } from './task-card'
import { type DropTarget, useBoardDnd } from './use-board-dnd'

// Dragging (dnd-kit, ~25 kB compressed) is this module, loaded on the first input rather than
// with the board (the JS budget, e2e/js-budget.ts); see use-deferred-dnd.ts.

const instructions = {
  draggable:
    'To move a task, press Space on its move button. Use the arrow keys to choose a place, ' +
    'Space to drop it there, or Escape to cancel.',
}

/** Dragging for the columns in `children`: sensors, announcements and the card under the pointer. */
export function DndBoard({
  slug,
  tasks,
  columns,
  columnNames,
  onDrop,
  children,
}: {
  slug: string
  tasks: ReadonlyMap<string, BoardTask>
  columns: Record<string, BoardTask[]>
  columnNames: ReadonlyMap<string, string>
  onDrop: (task: BoardTask, target: DropTarget) => void
  children: ReactNode
}) {
  const dnd = useBoardDnd({ slug, tasks, columns, columnNames, onDrop })
  return (
    <DndContext
      sensors={dnd.sensors}
      collisionDetection={closestCorners}
      // Scroll the board sideways only near its very edge, so a drop aimed at a column on the
      // right does not slide the board under the pointer.
      autoScroll={{ threshold: { x: 0.08, y: 0.2 } }}
      accessibility={{ announcements: dnd.announcements, screenReaderInstructions: instructions }}
      onDragStart={dnd.onDragStart}
      onDragEnd={dnd.onDragEnd}
      onDragCancel={dnd.onDragCancel}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dnd.activeTask ? <TaskCard task={dnd.activeTask} overlay /> : null}
      </DragOverlay>
    </DndContext>
  )
}

/** A column's cards as a sortable list, and the column as a drop target. */
export function SortableColumnList({ columnId, label, tasks, pendingIds, empty }: ColumnListProps) {
  const { setNodeRef, isOver } = useDroppable({
    id: `column:${columnId}`,
    data: { column: columnId },
  })
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks])
  return (
    <SortableContext id={columnId} items={ids} strategy={verticalListSortingStrategy}>
      <ColumnListShell label={label} listRef={setNodeRef} over={isOver}>
        {tasks.map((task) => (
          <SortableTask key={task.id} task={task} pending={pendingIds.has(task.id)} />
        ))}
        {empty}
      </ColumnListShell>
    </SortableContext>
  )
}
