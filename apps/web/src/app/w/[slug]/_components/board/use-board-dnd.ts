'use client'

import {
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { getEventCoordinates } from '@dnd-kit/utilities'
import { useMemo, useState } from 'react'
import { KeyboardDragSensor } from '@/lib/keyboard-drag-sensor'
import { taskKey } from '../../_lib/board/task-key'
import type { BoardTask } from '../../_lib/board/task-types'
import { columnAnnouncements, columnDrop, isColumnSortId } from './column-dnd'
import { columnListId } from './drop-collisions'
import { HeldPressSensor, PendingPickupSensor } from './early-drag'

export interface DropTarget {
  columnId: string
  /** The tasks it now sits between in that column (null at an end). */
  after: BoardTask | null
  before: BoardTask | null
}

function columnOf(data: Record<string, unknown> | undefined): string | null {
  const column = data?.column
  return typeof column === 'string' ? column : null
}

/**
 * How far down the drop is: the pointer's height (where the card was grabbed, moved as far as the
 * card), or for the keyboard, which has no pointer, the middle of the dragged card.
 */
function dropY({ active, activatorEvent }: DragEndEvent): number | null {
  const { initial, translated } = active.rect.current
  if (!translated) return null
  const grabbed = getEventCoordinates(activatorEvent)
  if (grabbed && initial) return grabbed.y + translated.top - initial.top
  return translated.top + translated.height / 2
}

/**
 * Module constants, not literals per render: useSensor keeps its sensor while its options are the
 * same object, and a new sensor re-renders every draggable card on the board (dnd-kit's context).
 */
const pointerOptions = { activationConstraint: { distance: 5 } }
const touchOptions = { activationConstraint: { delay: 200, tolerance: 8 } }
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates }

/**
 * The pointer sensor for mouse and pen only. dnd-kit's PointerSensor also takes a finger's
 * pointerdown, before the touch sensor sees its touchstart, and starts a drag after 5 px, while
 * the browser has already begun to scroll the page: the drag is cancelled (pointercancel) and the
 * card never moves. A finger is the touch sensor's: a 200 ms press, then the drag.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators: typeof PointerSensor.activators = [
    {
      eventName: 'onPointerDown',
      handler: ({ nativeEvent: event }, options) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === 'touch') return false
        options.onActivation?.({ event })
        return true
      },
    },
  ]
}

export interface BoardDndProps {
  slug: string
  tasks: ReadonlyMap<string, BoardTask>
  columns: Record<string, BoardTask[]>
  columnNames: ReadonlyMap<string, string>
  /** Each column's count of the tasks the view shows, loaded or not (announced as "of N"). */
  counts: Readonly<Record<string, number>>
  onDrop: (task: BoardTask, target: DropTarget) => void
  /** The board's column ids in order, and where an owner's or admin's dragged column lands. */
  columnOrder: readonly string[]
  onColumnDrop: (columnId: string, index: number) => void
}

/**
 * Sensors, screen-reader announcements and drop resolution for the board. Mouse and pen start a
 * drag after 5 px, touch after a 200 ms press (so the board still scrolls), the keyboard with
 * Space on a card's grip, then arrows, Space to drop and Escape to cancel. A column's header
 * drags the column (sortable-column.tsx, column-dnd.ts).
 */
export function useBoardDnd({
  slug,
  tasks,
  columns,
  columnNames,
  counts,
  onDrop,
  columnOrder,
  onColumnDrop,
}: BoardDndProps) {
  const [activeId, setActiveId] = useState<string | null>(null)
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, pointerOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardDragSensor, keyboardOptions),
    // A drag begun before dragging had loaded (early-drag.ts).
    useSensor(HeldPressSensor, pointerOptions),
    useSensor(PendingPickupSensor, keyboardOptions),
  )

  const describe = (id: string | number) => {
    const task = tasks.get(String(id))
    return task ? taskKey(slug, task.number > 0 ? task.number : null) : 'The task'
  }
  const where = (column: string | null, overId: string | number) => {
    const list = column ? columns[column] : undefined
    if (!column || !list) return 'no column'
    const index = list.findIndex((t) => t.id === overId)
    const of = Math.max(counts[column] ?? 0, list.length)
    const place = index >= 0 ? `, position ${index + 1} of ${of}` : ', at the end'
    return `${columnNames.get(column) ?? 'a column'}${place}`
  }

  const forTasks: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${describe(active.id)}. It is in ${where(columnOf(active.data.current), active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${describe(active.id)} is over ${where(columnOf(over.data.current), over.id)}.`
        : `${describe(active.id)} is no longer over a column.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${describe(active.id)} was dropped in ${where(columnOf(over.data.current), over.id)}.`
        : `${describe(active.id)} was dropped outside the board and did not move.`,
    onDragCancel: ({ active }) => `Moving ${describe(active.id)} was cancelled.`,
  }
  const forColumns = columnAnnouncements(columnOrder, columnNames)
  const say = (id: string | number) => (isColumnSortId(id) ? forColumns : forTasks)
  const announcements: Announcements = {
    onDragStart: (event) => say(event.active.id).onDragStart(event),
    onDragOver: (event) => say(event.active.id).onDragOver(event),
    onDragEnd: (event) => say(event.active.id).onDragEnd(event),
    onDragCancel: (event) => say(event.active.id).onDragCancel(event),
  }

  function resolve(event: DragEndEvent): DropTarget | null {
    const { active, over } = event
    const task = tasks.get(String(active.id))
    const column = columnOf(over?.data.current)
    const cards = column ? columns[column] : undefined
    if (!task || !over || !column || !cards) return null
    const list = cards.filter((t) => t.id !== task.id)
    let index = list.length
    if (over.id !== columnListId(column)) {
      const overIndex = list.findIndex((t) => t.id === over.id)
      if (column === task.column_id) {
        // Within a column, dnd-kit's sortable order is the answer.
        const ids = arrayMove(
          cards.map((t) => t.id),
          cards.findIndex((t) => t.id === task.id),
          cards.findIndex((t) => t.id === over.id),
        )
        index = ids.indexOf(task.id)
      } else if (overIndex >= 0) {
        const y = dropY(event)
        const below = y !== null && y > over.rect.top + over.rect.height / 2
        index = below ? overIndex + 1 : overIndex
      }
    }
    const after = list[index - 1] ?? null
    const before = list[index] ?? null
    const unchanged =
      column === task.column_id &&
      cards[cards.findIndex((t) => t.id === task.id) - 1]?.id === after?.id &&
      (after !== null || cards[0]?.id === task.id)
    return unchanged ? null : { columnId: column, after, before }
  }

  const handlers = useMemo(
    () => ({
      onDragStart: ({ active }: DragStartEvent) => setActiveId(String(active.id)),
      onDragCancel: () => setActiveId(null),
    }),
    [],
  )

  return {
    sensors,
    announcements,
    activeTask: activeId ? (tasks.get(activeId) ?? null) : null,
    onDragStart: handlers.onDragStart,
    onDragCancel: handlers.onDragCancel,
    onDragEnd: (event: DragEndEvent) => {
      setActiveId(null)
      if (isColumnSortId(event.active.id)) {
        const drop = columnDrop(columnOrder, event.active.id, event.over?.id)
        if (drop) onColumnDrop(drop.id, drop.index)
        return
      }
      const task = tasks.get(String(event.active.id))
      const target = resolve(event)
      if (task && target) onDrop(task, target)
    },
  }
}
