import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

/** Shared by every text control so inputs, textareas and selects line up. */
export const fieldClasses = [
  'w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm shadow-xs transition-[color,box-shadow,border-color] outline-none',
  'placeholder:text-muted-foreground/80',
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/25',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
  'disabled:cursor-not-allowed disabled:opacity-50',
  // Finger-sized on phones and touch screens (44 px, WCAG 2.5.5).
  'max-sm:min-h-11 pointer-coarse:min-h-11',
].join(' ')

/**
 * A select's trigger: the field look as a button with the value and a chevron. Here rather than
 * in select.tsx so a stand-in for a select that loads on first use can look the same without
 * bringing Radix's Select along.
 */
export const selectTriggerClasses = [
  fieldClasses,
  'flex w-fit items-center justify-between gap-2 whitespace-nowrap data-[size=default]:h-9 data-[size=sm]:h-8',
  'data-[placeholder]:text-muted-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0',
  '*:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2',
].join(' ')

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        fieldClasses,
        'h-9 py-1 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  )
}
