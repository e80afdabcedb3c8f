'use client'

import { selectTriggerClasses } from '@teamboard/ui/input'
import { cn } from '@teamboard/ui/lib/cn'
import { ChevronDownIcon } from 'lucide-react'
import { later, useStandIn } from '@/lib/load-later'
import type { FilterSelectProps } from './filter-select-picker'

export const filterPicker = later(() => import('./filter-select-picker'))

/**
 * One of the board's filter selects: Radix's Select (filter-select-picker.tsx) is loaded later
 * (lib/load-later.ts); until then a stand-in with the trigger's look, name and value.
 */
export function FilterSelect(props: FilterSelectProps) {
  const { loaded, handoff, standIn } = useStandIn(filterPicker)
  const { id, label, value, options, className, labelClassName = 'sr-only' } = props
  return (
    <>
      {/* Named "<label> <value>": the visible text stays part of the name (WCAG 2.5.3). */}
      <span id={`${id}-label`} className={labelClassName}>
        {label}
      </span>
      {loaded ? (
        <loaded.FilterSelectPicker {...props} {...handoff} />
      ) : (
        <button
          type="button"
          role="combobox"
          id={id}
          aria-labelledby={`${id}-label ${id}`}
          data-size="default"
          className={cn(selectTriggerClasses, className)}
          {...standIn}
          aria-haspopup="listbox"
        >
          <span data-slot="select-value">
            {options.find((option) => option.value === value)?.label}
          </span>
          <ChevronDownIcon aria-hidden="true" className="size-4 opacity-60" />
        </button>
      )}
    </>
  )
}
