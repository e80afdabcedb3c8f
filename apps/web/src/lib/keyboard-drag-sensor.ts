import { KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core'

/** The parts of dnd-kit 6's KeyboardSensor this reaches into, private in its types. */
interface SensorInternals {
  handleKeyDown: (event: Event) => void
  detach: () => void
  listeners: { add: (type: string, handler: (event: Event) => void) => void }
}

/**
 * dnd-kit's KeyboardSensor, reading keys from the moment of the pickup. Upstream starts listening
 * on a timer after the pickup, so that the key which picked the item up, still on its way to the
 * document, is not read as a move. But Chromium runs input ahead of timers, and the pickup is
 * announced before the timer runs: an arrow pressed then was lost, and the item stayed put. This
 * listens at once and skips that one event. The timer still adds the same handler, which the
 * document takes only once; once the drag has ended, the handler ignores every key.
 */
export class KeyboardDragSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super(props)
    const sensor = this as unknown as SensorInternals
    const { handleKeyDown, detach } = sensor
    let dragging = true
    sensor.detach = () => {
      dragging = false
      detach.call(this)
    }
    sensor.handleKeyDown = (event) => {
      if (dragging && event !== props.event) handleKeyDown(event)
    }
    sensor.listeners.add('keydown', sensor.handleKeyDown)
  }
}
