'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { createBrowserClient } from '@teamboard/supabase/client'
import { toAppError } from '@teamboard/supabase/errors'
import { type SignUpInput, signUpSchema } from '@teamboard/supabase/schemas'
import { Button } from '@teamboard/ui/button'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { CheckEmail } from '../../_components/check-email'
import { FormAlert } from '@teamboard/ui/form-alert'

/**
 * The name travels as user metadata; the database trigger copies it into the profile. With
 * confirmations on there is no session yet: the user finishes from the emailed link.
 */
export function SignUpForm() {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { displayName: '', email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function onSubmit({ displayName, email, password }: SignUpInput) {
    const { error } = await createBrowserClient().auth.signUp({
      email,
      password,
      options: { data: { display_name: displayName } },
    })
    const appError = error ? toAppError(error) : null
    // A taken address gets the same answer as a new one, so the form cannot probe for accounts.
    if (appError && appError.code !== 'invalid_credentials') {
      form.setError(appError.code === 'weak_password' ? 'password' : 'root', {
        message: appError.message,
      })
      return
    }
    setSentTo(email)
  }

  if (sentTo) {
    return (
      <CheckEmail email={sentTo}>
        To finish signing up, open the confirmation link we sent to
      </CheckEmail>
    )
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Name" error={errors.displayName?.message}>
        <Input autoComplete="name" {...form.register('displayName')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        description={
          errors.password ? undefined : 'At least 8 characters, with letters and numbers.'
        }
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormAlert>{errors.root?.message}</FormAlert>
      <Button type="submit" loading={isSubmitting}>
        Create account
      </Button>
    </form>
  )
}
