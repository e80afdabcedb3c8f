'use client'

import { forgotPasswordSchema } from '@teamboard/supabase/schemas/auth'
import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import type { FormEvent } from 'react'
import { CheckEmail } from '../../_components/check-email'
import { forgotPasswordAction } from '../../_lib/auth-actions'
import { useCheckedAction } from '../../_lib/use-checked-action'

/** Same answer whether or not the address has an account; only limits and outages show. */
export function ForgotPasswordForm() {
  const forgot = useCheckedAction(forgotPasswordAction, forgotPasswordSchema)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    forgot.send(new FormData(event.currentTarget))
  }

  if (forgot.result?.ok) {
    return (
      <CheckEmail email={forgot.result.data.sentTo}>
        If there is an account, we sent a link to reset its password to
      </CheckEmail>
    )
  }
  return (
    <form action={forgot.dispatch} onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Email" error={forgot.error('email')}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={forgot.value('email')}
        />
      </FormField>
      <FormAlert>{forgot.message}</FormAlert>
      <Button type="submit" loading={forgot.pending}>
        Send reset link
      </Button>
    </form>
  )
}
