import type { Announcements, UniqueIdentifier } from '@dnd-kit/core'

/**
 * Column dragging's ids, drop and announcements. A column's sortable id is prefixed so that it
 * never meets a task's (both are uuids) and a drag knows which kind it moves (board-dnd.tsx).
 */
const prefix = 'column-sort:'

export function columnSortId(columnId: string): string {
  return `${prefix}${columnId}`
}

export function isColumnSortId(id: UniqueIdentifier | undefined | null): boolean {
  return String(id ?? '').startsWith(prefix)
}

function columnIdOf(id: UniqueIdentifier): string {
  return String(id).slice(prefix.length)
}

/** Where a dropped column goes: its id and its index in the new order, or null if it stays. */
export function columnDrop(
  order: readonly string[],
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier | undefined,
): { id: string; index: number } | null {
  if (overId === undefined || !isColumnSortId(overId)) return null
  const id = columnIdOf(activeId)
  const from = order.indexOf(id)
  const to = order.indexOf(columnIdOf(overId))
  return from < 0 || to < 0 || from === to ? null : { id, index: to }
}

/** What a screen reader hears while a column is dragged (by pointer: see sortable-column.tsx). */
export function columnAnnouncements(
  order: readonly string[],
  names: ReadonlyMap<string, string>,
): Announcements {
  const name = (id: UniqueIdentifier) => `Column ${names.get(columnIdOf(id)) ?? ''}`.trim()
  const place = (id: UniqueIdentifier) =>
    `position ${order.indexOf(columnIdOf(id)) + 1} of ${order.length}`
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}. It is at ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} is over ${place(over.id)}.`
        : `${name(active.id)} is not over a place.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} was dropped at ${place(over.id)}.`
        : `${name(active.id)} was dropped outside the board and did not move.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  }
}
