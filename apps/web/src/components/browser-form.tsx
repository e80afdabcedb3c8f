'use client'

import { FormAlert } from '@teamboard/ui/form-alert'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import type { ReactNode } from 'react'
import type {
  FieldValues,
  SubmitHandler,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form'

/**
 * The chrome of a form checked in the browser with react-hook-form (the auth and account forms,
 * which talk to Supabase Auth directly): no native validation bubbles, the submit promise kept
 * out of React's event handler, and the form-level message (`errors.root`) between the fields
 * and the actions. Forms that post to a server action use `useActionState` instead.
 */
export function BrowserForm<Values extends FieldValues>({
  form,
  onSubmit,
  fields,
  children,
}: {
  form: UseFormReturn<Values>
  onSubmit: SubmitHandler<Values>
  fields: ReactNode
  /** The actions and notices under the message. */
  children: ReactNode
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="grid gap-4"
    >
      {fields}
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
      {children}
    </form>
  )
}

type FieldProps = UseFormRegisterReturn & { error?: string }

export function EmailField({ error, ...registration }: FieldProps) {
  return (
    <FormField label="Email" error={error}>
      <Input type="email" autoComplete="email" {...registration} />
    </FormField>
  )
}

/** A password being chosen: the rule is shown until a message replaces it. */
export function NewPasswordField({
  label = 'Password',
  error,
  ...registration
}: FieldProps & { label?: string }) {
  return (
    <FormField
      label={label}
      error={error}
      description={error ? undefined : 'At least 8 characters, with letters and numbers.'}
    >
      <Input type="password" autoComplete="new-password" {...registration} />
    </FormField>
  )
}
