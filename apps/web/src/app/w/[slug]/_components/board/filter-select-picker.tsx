'use client'

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@teamboard/ui/select'
import { type Handoff, useHandoffFocus } from '@/lib/load-later'
import type { Choice } from '../../_lib/board/task-types'

export interface FilterSelectProps {
  /** The trigger's id; `${id}-label` names it with `label`. */
  id: string
  label: string
  value: string
  options: readonly Choice[]
  className: string
  /** The label's look; hidden by default (the board's filters are named by their values). */
  labelClassName?: string
  onValueChange: (value: string) => void
}

/** A board filter's select, loaded later by filter-select.tsx (lib/load-later.ts). */
export function FilterSelectPicker({
  id,
  value,
  options,
  className,
  onValueChange,
  open,
  focus,
}: FilterSelectProps & Handoff) {
  const trigger = useHandoffFocus({ open, focus })
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={open}>
      <SelectTrigger
        ref={trigger}
        id={id}
        aria-labelledby={`${id}-label ${id}`}
        className={className}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
