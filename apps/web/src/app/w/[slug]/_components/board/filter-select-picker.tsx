'use client'

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@teamboard/ui/select'
import { type MenuHandoff, useHandoffFocus } from '@/components/deferred-menu'
import type { FilterSelectProps } from './filter-select'

/** A board filter's select, loaded by filter-select.tsx on the first sign of use. */
export function FilterSelectPicker({
  id,
  value,
  options,
  className,
  onValueChange,
  open,
  focus,
}: FilterSelectProps & MenuHandoff) {
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
