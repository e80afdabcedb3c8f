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
