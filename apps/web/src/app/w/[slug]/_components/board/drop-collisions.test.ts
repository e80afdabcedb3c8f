import type { ClientRect, CollisionDetection } from '@dnd-kit/core'
import { describe, expect, it } from 'vitest'
import { columnSortId } from './column-dnd'
import { columnListId, dropCollisions } from './drop-collisions'

type Args = Parameters<CollisionDetection>[0]

function rect(left: number, top: number, width: number, height: number): ClientRect {
  return { left, top, width, height, right: left + width, bottom: top + height }
}

// Two columns 200 px wide: "a" holds two cards, "b" none; both lists run from y 50 to 650.
const rects = new Map<string, ClientRect>([
  [columnListId('a'), rect(0, 50, 200, 600)],
  ['card-1', rect(0, 50, 200, 80)],
  ['card-2', rect(0, 140, 200, 80)],
  [columnListId('b'), rect(220, 50, 200, 600)],
  [columnSortId('a'), rect(0, 0, 200, 650)],
  [columnSortId('b'), rect(220, 0, 200, 650)],
])

function args(
  active: string,
  pointer: { x: number; y: number } | null,
  dragged = rect(0, 0, 200, 80),
): Args {
  return {
    active: { id: active },
    collisionRect: dragged,
    droppableRects: rects,
    droppableContainers: [...rects.keys()].map((id) => ({ id })),
    pointerCoordinates: pointer,
  } as unknown as Args
}

const ids = (detected: ReturnType<CollisionDetection>) => detected.map((c) => c.id)

describe('where a drag is over', () => {
  it('is the card under the pointer, before its list, whatever the outline overlaps', () => {
    // The dragged card's box sits over column b; the pointer is on card 2.
    const detected = dropCollisions(args('card-9', { x: 190, y: 180 }, rect(180, 150, 200, 80)))
    expect(ids(detected)).toEqual(['card-2', columnListId('a')])
  })

  it("is an empty column's list anywhere down its height", () => {
    expect(ids(dropCollisions(args('card-1', { x: 320, y: 400 })))[0]).toBe(columnListId('b'))
  })

  it('is the nearest card of the column over its header, and nothing outside the columns', () => {
    expect(ids(dropCollisions(args('card-9', { x: 100, y: 20 })))[0]).toBe('card-1')
    expect(dropCollisions(args('card-9', { x: 210, y: 300 }))).toEqual([])
  })

  it("follows the dragged card's box for the keyboard, which has no pointer", () => {
    expect(ids(dropCollisions(args('card-9', null, rect(220, 300, 200, 80))))[0]).toBe(
      columnListId('b'),
    )
  })

  it('meets only columns when a column is dragged', () => {
    const detected = dropCollisions(
      args(columnSortId('a'), { x: 320, y: 20 }, rect(230, 0, 200, 650)),
    )
    expect(ids(detected)[0]).toBe(columnSortId('b'))
    expect(ids(detected).every((id) => String(id).startsWith('column-sort:'))).toBe(true)
  })
})
