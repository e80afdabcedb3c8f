import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'

/** A password being chosen (sign-up, a new password): the rule shows until a message replaces it. */
export function NewPasswordField({ label, error }: { label: string; error?: string }) {
  return (
    <FormField
      label={label}
      error={error}
      description={error ? undefined : 'At least 8 characters, with letters and numbers.'}
    >
      <Input name="password" type="password" autoComplete="new-password" />
    </FormField>
  )
}
