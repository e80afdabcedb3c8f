import {
  MinusIcon,
  OctagonAlertIcon,
  SignalHighIcon,
  SignalLowIcon,
  SignalMediumIcon,
} from 'lucide-react'
import type { TaskPriority } from '../../_lib/board/task-types'

const icons = {
  urgent: OctagonAlertIcon,
  high: SignalHighIcon,
  medium: SignalMediumIcon,
  low: SignalLowIcon,
  none: MinusIcon,
} as const

export function PriorityIcon({
  priority,
  className,
}: {
  priority: TaskPriority
  className?: string
}) {
  const Icon = icons[priority]
  return (
    <Icon
      aria-hidden="true"
      className={priority === 'urgent' ? `text-destructive ${className ?? ''}` : className}
    />
  )
}
