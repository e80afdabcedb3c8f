'use client'

import { type ComponentProps, useId, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '../lib/cn'
import { Button } from './button'
import { Input } from './input'
import { Textarea } from './textarea'

export type InlineEditProps = {
  /** The control's accessible name: there is no visible label beside an inline edit. */
  label: string
  value: string
  onValueChange: (value: string) => void
  /** Enter on one line; Cmd/Ctrl+Enter in a `multiline` one (Enter there is a new line). */
  onSubmit: () => void
  /** Escape, and the Cancel button; without it Escape is left to whatever is around. */
  onCancel?: () => void
  /** Why the draft was refused; it stays in the control beside the reason. */
  error?: string | null
  multiline?: boolean
  /** With it, a Save button (and Cancel, with `onCancel`) under the control. */
  submitLabel?: string
  /** Shows the submit button busy while the save is under way. */
  saving?: boolean
  /** At the start of the button row, e.g. a character count. */
  hint?: ReactNode
  autoFocus?: boolean
  placeholder?: string
  rows?: number
  className?: string
  controlClassName?: string
  /**
   * More for a `multiline` control, e.g. a picker's ARIA and keys (an `onKeyDown` here runs first;
   * when it prevents the default, the edit's own keys are skipped).
   */
  controlProps?: Omit<ComponentProps<'textarea'>, 'value' | 'onChange'>
  /** Right after the control, positioned against it (a picker's list). */
  afterControl?: ReactNode
}

/**
 * Text edited in place: a title, a description, a comment. A refused draft stays in the control
 * with the reason (announced, and linked to the control); Escape cancels the edit and stops
 * there, so a dialog around it stays open.
 */
export function InlineEdit({
  label,
  value,
  onValueChange,
  onSubmit,
  onCancel,
  error,
  multiline = false,
  submitLabel,
  saving = false,
  hint,
  autoFocus,
  placeholder,
  rows,
  className,
  controlClassName,
  controlProps,
  afterControl,
}: InlineEditProps) {
  const errorId = `${useId()}-error`
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement & HTMLInputElement>) => {
    controlProps?.onKeyDown?.(event)
    if (event.defaultPrevented) return
    if (event.key === 'Enter' && (!multiline || event.metaKey || event.ctrlKey)) {
      event.preventDefault()
      onSubmit()
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault()
      event.stopPropagation()
      onCancel()
    }
  }
  const control = {
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    autoFocus,
    placeholder,
    value,
    className: controlClassName,
    onKeyDown,
  }
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="relative grid">
        {multiline ? (
          <Textarea
            {...controlProps}
            {...control}
            rows={rows}
            onChange={(event) => onValueChange(event.target.value)}
          />
        ) : (
          <Input {...control} onChange={(event) => onValueChange(event.target.value)} />
        )}
        {afterControl}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
      {submitLabel ? (
        <div className="flex items-center justify-end gap-2">
          {hint ? <span className="mr-auto text-xs text-muted-foreground">{hint}</span> : null}
          {onCancel ? (
            <Button variant="secondary" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button size="sm" loading={saving} onClick={onSubmit}>
            {submitLabel}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
