import {
  type Activators,
  type DraggableNode,
  KeyboardSensor,
  PointerSensor,
  type PointerSensorOptions,
} from '@dnd-kit/core'
import type { FocusEvent, PointerEvent } from 'react'

/**
 * A drag the user began before dragging had loaded (docs/decisions/deferred-loading.md): a mouse
 * or pen press on a card or an admin's column header still held, or Space/Enter on a card's grip.
 * Written by use-deferred-dnd.ts until dragging is swapped in, read by the two sensors below.
 * Each is the sortable id it began on (a task's, or a column's: column-dnd.ts). One board per
 * page, so one record.
 */
export const early: { press: string | null; pickup: string | null } = { press: null, pickup: null }

/** The held press: its first move on the same card or header, now sortable, starts the drag. */
const heldPress: Activators<PointerSensorOptions> = [
  {
    eventName: 'onPointerMove',
    handler: ({ nativeEvent: event }: PointerEvent, _options, { active }) =>
      early.press === active.id && event.isPrimary && event.buttons === 1,
  },
]

export class HeldPressSensor extends PointerSensor {
  // dnd-kit types PointerSensor's list as its own pointerdown activator; useSensor takes any.
  static override activators = heldPress as typeof PointerSensor.activators
}

/** The pickup: the grip that had the focus gets it back after the swap, and that picks it up. */
export class PendingPickupSensor extends KeyboardSensor {
  static override activators = [
    {
      eventName: 'onFocus' as const,
      handler: (event: FocusEvent, _options: unknown, { active }: { active: DraggableNode }) => {
        if (early.pickup !== active.id || event.target !== active.activatorNode.current)
          return false
        early.pickup = null
        return true
      },
    },
  ]
}
