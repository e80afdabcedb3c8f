'use client'

import { signUpSchema } from '@teamboard/supabase/schemas/auth'
import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import type { FormEvent } from 'react'
import { CheckEmail } from '../../_components/check-email'
import { signUpAction } from '../../_lib/auth-actions'
import { useCheckedAction } from '../../_lib/use-checked-action'

/** A new account through a server action; the user finishes from the emailed link. */
export function SignUpForm() {
  const signUp = useCheckedAction(signUpAction, signUpSchema)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    signUp.send(new FormData(event.currentTarget))
  }

  if (signUp.result?.ok) {
    return (
      <CheckEmail email={signUp.result.data.sentTo}>
        To finish signing up, open the confirmation link we sent to
      </CheckEmail>
    )
  }
  const passwordError = signUp.error('password')
  return (
    <form action={signUp.dispatch} onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Name" error={signUp.error('displayName')}>
        <Input name="displayName" autoComplete="name" defaultValue={signUp.value('displayName')} />
      </FormField>
      <FormField label="Email" error={signUp.error('email')}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={signUp.value('email')}
        />
      </FormField>
      {/* The rule is shown until a message replaces it. */}
      <FormField
        label="Password"
        error={passwordError}
        description={passwordError ? undefined : 'At least 8 characters, with letters and numbers.'}
      >
        <Input name="password" type="password" autoComplete="new-password" />
      </FormField>
      <FormAlert>{signUp.message}</FormAlert>
      <Button type="submit" loading={signUp.pending}>
        Create account
      </Button>
    </form>
  )
}
