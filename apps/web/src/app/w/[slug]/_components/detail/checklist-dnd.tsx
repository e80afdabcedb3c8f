'use client'

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import type { ChecklistItem } from '@teamboard/supabase/queries'
import { type ReactNode, useRef } from 'react'
import { KeyboardDragSensor } from '@/lib/keyboard-drag-sensor'

const instructions = {
  draggable:
    'To reorder an item, press Space on its reorder button. Use the up and down arrow keys to ' +
    'choose a place, Space to drop it there, or Escape to cancel.',
}

/**
 * The checklist as a sortable list: the pointer drags an item by its grip (touch after a short
 * press, so the detail still scrolls), the keyboard picks it up with Space on the grip, moves it
 * with the arrows and drops it with Space; a screen reader hears each step. A drop calls
 * `onPlace` with the item and its new index.
 */
export function ChecklistDnd({
  items,
  onPlace,
  children,
}: {
  items: readonly ChecklistItem[]
  onPlace: (id: string, index: number) => void
  children: ReactNode
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardDragSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id)
  const body = (id: UniqueIdentifier) => items[indexOf(id)]?.body ?? 'The item'
  const place = (id: UniqueIdentifier) => `position ${indexOf(id) + 1} of ${items.length}`
  // dnd-kit reports the item over itself right after the pickup; saying so would replace
  // "Picked up" before a screen reader has read it. Once it has moved, every place is said.
  const moved = useRef(false)
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false
      return `Picked up ${body(active.id)}. It is at ${place(active.id)}.`
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id && !moved.current) return undefined
      moved.current = true
      return over
        ? `${body(active.id)} is over ${place(over.id)}.`
        : `${body(active.id)} is not over the list.`
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${body(active.id)} was dropped at ${place(over.id)}.`
        : `${body(active.id)} was dropped outside the list and did not move.`,
    onDragCancel: ({ active }) => `Moving ${body(active.id)} was cancelled.`,
  }
  function onDragEnd({ active, over }: DragEndEvent) {
    const to = over ? indexOf(over.id) : -1
    if (to >= 0 && active.id !== over?.id) onPlace(String(active.id), to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  )
}
