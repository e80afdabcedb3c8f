'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { createBrowserClient } from '@teamboard/supabase/client'
import { toAppError } from '@teamboard/supabase/errors'
import { type ForgotPasswordInput, forgotPasswordSchema } from '@teamboard/supabase/schemas'
import { Button } from '@teamboard/ui/button'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { CheckEmail } from '../../_components/check-email'
import { FormAlert } from '@teamboard/ui/form-alert'

/** Same answer whether or not the address has an account; only limits and outages show. */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = form.formState
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function onSubmit({ email }: ForgotPasswordInput) {
    const { error } = await createBrowserClient().auth.resetPasswordForEmail(email)
    const appError = error ? toAppError(error) : null
    if (appError && (appError.code === 'rate_limited' || appError.code === 'offline')) {
      form.setError('root', { message: appError.message })
      return
    }
    setSentTo(email)
  }

  if (sentTo) {
    return (
      <CheckEmail email={sentTo}>
        If there is an account, we sent a link to reset its password to
      </CheckEmail>
    )
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormAlert>{errors.root?.message}</FormAlert>
      <Button type="submit" loading={isSubmitting}>
        Send reset link
      </Button>
    </form>
  )
}
