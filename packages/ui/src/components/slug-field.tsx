import type { ComponentProps } from 'react'
import { FormField } from './form-field'
import { Input } from './input'

/** What is known about a slug's availability while the user types. */
export type SlugAvailability =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'available' }
  | { status: 'taken' }
  | { status: 'error'; message: string }

export type SlugFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  label?: string
  /** Shown before the slug in the address preview, e.g. `/w/`. */
  prefix: string
  value: string
  onValueChange: (slug: string) => void
  /** A format or availability message; it replaces the availability hint. */
  error?: string
  availability?: SlugAvailability
}

/**
 * An address field: lowercase as typed, no autocorrect, the resulting address previewed under
 * it with the live availability answer (announced politely to screen readers).
 */
export function SlugField({
  label = 'Address',
  prefix,
  value,
  onValueChange,
  error,
  availability,
  ...props
}: SlugFieldProps) {
  const shown = error ? undefined : availability
  return (
    <FormField
      label={label}
      error={error}
      description={
        <span className="flex flex-wrap items-center gap-x-2" aria-live="polite">
          <span className="font-mono">
            {prefix}
            {value || 'your-team'}
          </span>
          {shown?.status === 'checking' ? <span>Checking…</span> : null}
          {shown?.status === 'available' ? <span className="text-success">Available</span> : null}
          {shown?.status === 'error' ? <span>{shown.message}</span> : null}
        </span>
      }
    >
      <Input
        {...props}
        value={value}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        onChange={(event) => onValueChange(event.target.value.toLowerCase())}
      />
    </FormField>
  )
}
