'use client'

import { Calendar } from '@teamboard/ui/calendar'
import { Popover, PopoverContent, PopoverTrigger } from '@teamboard/ui/popover'
import { CalendarIcon } from 'lucide-react'
import { useState } from 'react'
import { type Handoff, useHandoffFocus } from '@/lib/load-later'

interface DueDatePickerProps {
  id: string
  labelId: string
  value: string | null
  text: string
  triggerClassName: string
  onChange: (value: string) => void
}

/** `YYYY-MM-DD` ⇄ a local Date at midnight: a due date is a calendar day, not an instant. */
function toDate(value: string): Date {
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number)
  return new Date(year, month - 1, day)
}

function toValue(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** The calendar popover, loaded later by due-date-field.tsx (lib/load-later.ts). */
export function DueDatePicker({
  id,
  labelId,
  value,
  text,
  triggerClassName,
  onChange,
  open: openAtOnce,
  focus,
}: DueDatePickerProps & Handoff) {
  const trigger = useHandoffFocus({ open: openAtOnce, focus })
  const [open, setOpen] = useState(openAtOnce)
  const selected = value ? toDate(value) : undefined
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          ref={trigger}
          type="button"
          id={id}
          aria-labelledby={`${labelId} ${id}`}
          className={triggerClassName}
        >
          <CalendarIcon aria-hidden="true" className="size-4 opacity-60" />
          <span className={value ? undefined : 'text-muted-foreground'}>{text}</span>
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label="Choose a due date">
        <Calendar
          mode="single"
          autoFocus
          selected={selected}
          defaultMonth={selected}
          onSelect={(date) => {
            if (date) onChange(toValue(date))
            setOpen(false)
          }}
        />
      </PopoverContent>
    </Popover>
  )
}
