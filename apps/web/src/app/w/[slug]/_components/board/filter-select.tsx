'use client'

import { selectTriggerClasses } from '@teamboard/ui/input'
import { cn } from '@teamboard/ui/lib/cn'
import { ChevronDownIcon } from 'lucide-react'
import { useDeferredMenu } from '@/components/deferred-menu'
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

export const loadFilterPicker = () =>
  import('./filter-select-picker').then((module) => module.FilterSelectPicker)

/**
 * One of the board's filter selects. Radix's Select (with its positioning) is not part of the
 * board's first load (e2e/js-budget.ts): a stand-in with the trigger's look, name and value shows until
 * the first sign of use, then the real select (filter-select-picker.tsx) replaces it
 * (deferred-menu.ts), open if the stand-in was already activated.
 */
export function FilterSelect(props: FilterSelectProps) {
  const { Menu: Picker, handoff, standIn } = useDeferredMenu<FilterSelectProps>(loadFilterPicker)
  const { id, label, value, options, className, labelClassName = 'sr-only' } = props
  return (
    <>
      {/* Named "<label> <value>": the visible text stays part of the name (WCAG 2.5.3). */}
      <span id={`${id}-label`} className={labelClassName}>
        {label}
      </span>
      {Picker ? (
        <Picker {...props} {...handoff} />
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
