'use client'

import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { DOMAttributes, SyntheticEvent } from 'react'
import { columnSortId } from './column-dnd'
import { type ColumnFrameProps, ColumnShell } from './column-frame'

/**
 * An owner's or admin's column in the board's horizontal sortable list: the pointer drags it by
 * its header. The header is also dnd-kit's activator, and nothing focuses it, so the keyboard
 * never picks a column up here (a key on the header's buttons stays theirs): the keyboard
 * reorders with "Move column left/right" (column-controls.tsx).
 */
/**
 * A press in the header's rename field or in its open options (native `<details>`, its panel a
 * `div`) stays theirs: selecting text or choosing an option never drags the column.
 */
const ownPress = 'input, textarea, select, details > div'

function exceptOwnPresses(
  listeners: ReturnType<typeof useSortable>['listeners'],
): DOMAttributes<HTMLElement> {
  return Object.fromEntries(
    Object.entries(listeners ?? {}).map(([name, listener]) => [
      name,
      (event: SyntheticEvent) => {
        const start = listener as (event: SyntheticEvent) => void
        if (!(event.target instanceof Element && event.target.closest(ownPress))) start(event)
      },
    ]),
  )
}

export function SortableColumnFrame(props: ColumnFrameProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } =
    useSortable({ id: columnSortId(props.column.id), disabled: !props.draggable })
  return (
    <ColumnShell
      {...props}
      sectionRef={setNodeRef}
      headerRef={setActivatorNodeRef}
      headerHandlers={exceptOwnPresses(listeners)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
    />
  )
}
