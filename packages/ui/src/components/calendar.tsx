'use client'

import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { DayPicker, type Modifiers } from 'react-day-picker'
import { cn } from '../lib/cn'
import { buttonVariants } from './button'

const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' })

/**
 * A day's name that contains its visible number as a word ("Sunday, October 26, 2025", not
 * DayPicker's "October 26th"), so speech input can say what it sees (WCAG 2.5.3).
 */
function dayLabel(date: Date, modifiers: Modifiers): string {
  const label = fullDate.format(date)
  return `${modifiers.today ? 'Today, ' : ''}${label}${modifiers.selected ? ', selected' : ''}`
}

/**
 * A month grid on react-day-picker (keyboard: arrows move by day and week, Page Up/Down by month,
 * Home/End to the week's ends; each day a button named with its full date). Styled with the
 * kit's tokens; DayPicker's own stylesheet is not used.
 */
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      labels={{ labelDayButton: dayLabel }}
      className={cn('relative', className)}
      classNames={{
        months: 'flex flex-col gap-4',
        month: 'grid gap-3',
        month_caption: 'flex h-8 items-center justify-center px-9 text-sm font-medium',
        caption_label: 'text-sm font-medium',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-8 max-sm:min-w-8',
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-8 max-sm:min-w-8',
        ),
        month_grid: 'border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 text-center text-xs font-normal text-muted-foreground',
        week: 'mt-1 flex',
        day: 'size-9 p-0 text-center text-sm',
        day_button: cn(
          'size-9 rounded-md outline-none hover:bg-accent hover:text-accent-foreground',
          'focus-visible:ring-2 focus-visible:ring-ring',
        ),
        today: '[&>button]:font-semibold [&>button]:underline [&>button]:underline-offset-4',
        selected:
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary',
        outside: 'text-muted-foreground',
        disabled: 'opacity-50',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === 'left' ? (
            <ChevronLeftIcon aria-hidden="true" className="size-4" />
          ) : (
            <ChevronRightIcon aria-hidden="true" className="size-4" />
          ),
      }}
      {...props}
    />
  )
}
