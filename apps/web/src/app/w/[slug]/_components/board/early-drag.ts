import {
  type Activators,
  type DraggableNode,
  PointerSensor,
  type PointerSensorOptions,
} from '@dnd-kit/core'
import type { FocusEvent, PointerEvent } from 'react'
import { KeyboardDragSensor } from '@/lib/keyboard-drag-sensor'
import { early } from './early-press'

// Loaded with dragging (board-dnd.tsx): the record they read is in early-press.ts.

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
export class PendingPickupSensor extends KeyboardDragSensor {
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
