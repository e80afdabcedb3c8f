import type { ComponentProps } from 'react'
import { FormField } from './form-field'
import { Input } from './input'

export type TypedConfirmationProps = Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'children'
> & {
  /** What the user types to confirm, shown in the label: `DELETE`, a workspace's address. */
  phrase: string
  value: string
  onValueChange: (value: string) => void
  error?: string
}

/**
 * "Type DELETE to confirm" before something that cannot be undone. No autocorrect or
 * spellcheck, and mobile keyboards capitalise only when the phrase is in capitals, so what the
 * user types is what they meant. The caller keeps its
 * destructive button disabled until the value is the phrase to the letter.
 */
export function TypedConfirmation({
  phrase,
  value,
  onValueChange,
  error,
  name = 'confirm',
  ...props
}: TypedConfirmationProps) {
  return (
    <FormField
      label={
        <span>
          Type <span className="font-mono">{phrase}</span> to confirm
        </span>
      }
      error={error}
    >
      <Input
        autoComplete="off"
        autoCapitalize={phrase === phrase.toUpperCase() ? 'characters' : 'none'}
        autoCorrect="off"
        spellCheck={false}
        {...props}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FormField>
  )
}
