'use client'

import { Button } from '@teamboard/ui/button'
import { selectTriggerClasses } from '@teamboard/ui/input'
import { cn } from '@teamboard/ui/lib/cn'
import { CalendarIcon, XIcon } from 'lucide-react'
import { useId } from 'react'
import { useDeferredMenu } from '@/components/deferred-menu'
import { useLocale } from '@/hooks/use-locale'
import { formatDueDate, localToday } from '../../_lib/board/task-key'

export interface DueDatePickerProps {
  id: string
  labelId: string
  value: string | null
  text: string
  triggerClassName: string
  onChange: (value: string) => void
}

const loadDueDatePicker = () => import('./due-date-picker').then((module) => module.DueDatePicker)

/**
 * The due date: a button with the date that opens a calendar in a popover. The calendar
 * (react-day-picker, ~20 kB compressed) is not part of the detail's load: a stand-in with the
 * same look and name fetches it on the first sign of use and hands over (deferred-menu.ts).
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
  const { Menu: Picker, handoff, standIn } = useDeferredMenu<DueDatePickerProps>(loadDueDatePicker)
  const text = value ? formatDueDate(value, localToday(), locale) : 'No due date'
  const triggerClassName = cn(selectTriggerClasses, 'h-9 w-full justify-start gap-2')
  return (
    <div className="grid gap-1">
      <span id={labelId} className={labelClassName}>
        Due date
      </span>
      <div className="flex items-center gap-1">
        {Picker ? (
          <Picker
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
