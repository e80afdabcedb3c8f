import { Slot } from 'radix-ui'
import { useId, type ReactElement, type ReactNode } from 'react'
import { cn } from '../lib/cn'
import { Label } from './label'

export type FormFieldProps = {
  label: ReactNode
  /** The message to show under the control, e.g. a server action's field message. */
  error?: string
  description?: ReactNode
  className?: string
  /** Exactly one control (Input, Textarea, …); it receives the id and aria wiring. */
  children: ReactElement
}

/**
 * Label + control + message, wired for screen readers: the control gets an id the label points
 * at, `aria-invalid` when there is an error, and `aria-describedby` naming the description and
 * error. The control's own props (name, defaultValue, a ref) pass through.
 */
export function FormField({ label, error, description, className, children }: FormFieldProps) {
  const id = useId()
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div
      data-slot="form-field"
      data-invalid={error ? true : undefined}
      className={cn('grid gap-2', className)}
    >
      <Label htmlFor={id} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      <Slot.Root
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </Slot.Root>
      {description ? (
        <p id={descriptionId} className="text-[13px] text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-[13px] font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
