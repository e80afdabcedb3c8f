'use client'

import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { columnSortId } from './column-dnd'
import { type ColumnFrameProps, ColumnShell } from './column-frame'

/**
 * An owner's or admin's column in the board's horizontal sortable list: the pointer drags it by
 * its header. The header is also dnd-kit's activator, and nothing focuses it, so the keyboard
 * never picks a column up here (a key on the header's buttons stays theirs): the keyboard
 * reorders with "Move column left/right" (column-controls.tsx).
 */
export function SortableColumnFrame(props: ColumnFrameProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } =
    useSortable({ id: columnSortId(props.column.id), disabled: !props.draggable })
  return (
    <ColumnShell
      {...props}
      sectionRef={setNodeRef}
      headerRef={setActivatorNodeRef}
      headerHandlers={listeners}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
    />
  )
}
