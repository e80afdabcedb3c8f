import {
  type ClientRect,
  type CollisionDetection,
  closestCenter,
  closestCorners,
  pointerWithin,
} from '@dnd-kit/core'
import { isColumnSortId } from './column-dnd'

/** A column's list of cards is a drop target of its own (board-dnd.tsx), under its cards. */
export function columnListId(columnId: string): string {
  return `column:${columnId}`
}

function isColumnListId(id: string | number): boolean {
  return String(id).startsWith('column:')
}

function pointRect({ x, y }: { x: number; y: number }): ClientRect {
  return { top: y, bottom: y, left: x, right: x, width: 0, height: 0 }
}

/**
 * Where a drag is over. A card follows the pointer, not the outline of the card it drags: the
 * card under the pointer, else the list under it (an empty column's whole height, or the space
 * below its last card), else, over a column's header or beside a list, the card of that column
 * nearest the pointer; outside every column, nothing (the card goes back). The keyboard, which
 * has no pointer, moves the dragged card's box onto the target (sortableKeyboardCoordinates), so
 * its drag meets the nearest corners of that box. A column among columns meets the nearest centre.
 * Each drag meets only its own kind of target.
 */
export const dropCollisions: CollisionDetection = (args) => {
  const columns = isColumnSortId(args.active.id)
  const droppableContainers = args.droppableContainers.filter(
    (target) => isColumnSortId(target.id) === columns,
  )
  const own = { ...args, droppableContainers }
  if (columns) return closestCenter(own)
  const pointer = args.pointerCoordinates
  if (!pointer) return closestCorners(own)
  const under = pointerWithin(own)
  if (under.length > 0)
    // Cards before the list they sit in, however the distances to their corners compare.
    return [...under].sort((a, b) => Number(isColumnListId(a.id)) - Number(isColumnListId(b.id)))
  const inColumn = droppableContainers.filter((target) => {
    const rect = args.droppableRects.get(target.id)
    return rect !== undefined && rect.left <= pointer.x && pointer.x <= rect.right
  })
  if (inColumn.length === 0) return []
  return closestCenter({
    ...own,
    droppableContainers: inColumn,
    collisionRect: pointRect(pointer),
  })
}
