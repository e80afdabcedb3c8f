'use client'

import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { memo, useCallback, useMemo } from 'react'
import type { BoardTask } from '../../_lib/board/task-types'
import { TaskCard } from './task-card'
import { type CardPlace, cardPlaceProps } from './card-place'

/**
 * A card in its column's sortable list. The pointer drags the whole card; the keyboard uses the
 * grip button (dnd-kit's activator), so the card's menu stays an ordinary button.
 */
export const SortableTask = memo(function SortableTask({
  task,
  pending,
  index,
  setSize,
  measure,
}: {
  task: BoardTask
  pending: boolean
} & CardPlace) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: task.id, data: { column: task.column_id } })
  // A change of the column's order re-renders every sortable item in it (dnd-kit's context); an
  // unchanged handle lets the memoised card skip that render.
  const handle = useMemo(
    () => ({ ref: setActivatorNodeRef, attributes }),
    [setActivatorNodeRef, attributes],
  )
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node)
      measure(node)
    },
    [setNodeRef, measure],
  )
  return (
    <li
      ref={ref}
      {...cardPlaceProps({ index, setSize })}
      {...listeners}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'opacity-40' : undefined}
    >
      <TaskCard task={task} pending={pending} handle={handle} />
    </li>
  )
})
