'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { safeRedirect } from '@teamboard/auth/redirect'
import { createBrowserClient } from '@teamboard/supabase/client'
import { toAppError } from '@teamboard/supabase/errors'
import { type SignInInput, signInSchema } from '@teamboard/supabase/schemas'
import { Button } from '@teamboard/ui/button'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import Link from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@teamboard/ui/form-alert'
import { MagicLinkButton } from './magic-link-button'

/**
 * Password sign-in through the browser client, which writes the session cookies. Then a full
 * load of the safe `?next=` (or `/w`): every server component renders with the new cookies and
 * nothing cached for the signed-out visitor survives. (The AuthProvider's SIGNED_IN reaction
 * also navigates client-side; racing it with its own router.refresh() sometimes left the page
 * on /sign-in, the full load settles it.)
 */
export function SignInForm() {
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState
  const [unconfirmed, setUnconfirmed] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)

  async function onSubmit(values: SignInInput) {
    setNotice(null)
    const { error } = await createBrowserClient().auth.signInWithPassword(values)
    if (!error) {
      window.location.replace(safeRedirect(new URLSearchParams(window.location.search).get('next')))
      return
    }
    const appError = toAppError(error)
    setUnconfirmed(appError.code === 'email_not_confirmed')
    form.setError('root', { message: appError.message })
  }

  async function resendConfirmation() {
    const { error } = await createBrowserClient().auth.resend({
      type: 'signup',
      email: form.getValues('email'),
    })
    setNotice(error ? toAppError(error).message : 'We sent the confirmation link again.')
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className="-mt-2 text-right text-sm">
        <Link
          href="/forgot-password"
          className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <FormAlert>{errors.root?.message}</FormAlert>
      {unconfirmed ? (
        <Button variant="outline" size="sm" onClick={resendConfirmation}>
          Send the confirmation link again
        </Button>
      ) : null}
      <FormAlert tone="info">{notice}</FormAlert>
      {/* Stays busy after success: the provider is navigating away. */}
      <Button type="submit" loading={isSubmitting || (isSubmitSuccessful && !errors.root)}>
        Sign in
      </Button>
      <MagicLinkButton form={form} />
    </form>
  )
}
