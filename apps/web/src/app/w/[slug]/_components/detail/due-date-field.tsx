'use client'

import { Button } from '@teamboard/ui/button'
import { selectTriggerClasses } from '@teamboard/ui/input'
import { cn } from '@teamboard/ui/lib/cn'
import { CalendarIcon, XIcon } from 'lucide-react'
import { useId } from 'react'
import { useLocale } from '@/hooks/use-locale'
import { later, useStandIn } from '@/lib/load-later'
import { formatDueDate, localToday } from '../../_lib/board/task-key'

const calendar = later(() => import('./due-date-picker'))

/**
 * The due date: a button with the date that opens a calendar in a popover (due-date-picker.tsx,
 * with react-day-picker), loaded later (lib/load-later.ts); until then a stand-in with the same
 * look and name.
 */
export function DueDateField({
  value,
  labelClassName,
  onChange,
}: {
  value: string | null
  labelClassName: string
  onChange: (value: string | null) => void
}) {
  const id = useId()
  const labelId = `${id}-label`
  const locale = useLocale()
  const { loaded, handoff, standIn } = useStandIn(calendar)
  const text = value ? formatDueDate(value, localToday(), locale) : 'No due date'
  const triggerClassName = cn(selectTriggerClasses, 'h-9 w-full justify-start gap-2')
  return (
    <div className="grid gap-1">
      <span id={labelId} className={labelClassName}>
        Due date
      </span>
      <div className="flex items-center gap-1">
        {loaded ? (
          <loaded.DueDatePicker
            {...handoff}
            id={id}
            labelId={labelId}
            value={value}
            text={text}
            triggerClassName={triggerClassName}
            onChange={onChange}
          />
        ) : (
          <button
            type="button"
            id={id}
            aria-labelledby={`${labelId} ${id}`}
            className={triggerClassName}
            {...standIn}
            aria-haspopup="dialog"
          >
            <CalendarIcon aria-hidden="true" className="size-4 opacity-60" />
            <span className={value ? undefined : 'text-muted-foreground'}>{text}</span>
          </button>
        )}
        {value ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label="Clear due date"
            onClick={() => onChange(null)}
          >
            <XIcon aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </div>
  )
}
