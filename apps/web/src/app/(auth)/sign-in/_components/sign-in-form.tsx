'use client'

import { forgotPasswordSchema, signInSchema } from '@teamboard/supabase/schemas/auth'
import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import Link from 'next/link'
import { type FormEvent, useEffect } from 'react'
import { CheckEmail } from '../../_components/check-email'
import { magicLinkAction, resendConfirmationAction, signInAction } from '../../_lib/auth-actions'
import { useCheckedAction } from '../../_lib/use-checked-action'

/**
 * Password sign-in, or "email me a link", through server actions that answer with the session
 * cookies. Then a full load of the safe `?next=` (or `/w`): every server component renders with
 * the new cookies and nothing cached for the signed-out visitor survives.
 */
export function SignInForm({ next }: { next?: string }) {
  const signIn = useCheckedAction(signInAction, signInSchema)
  const link = useCheckedAction(magicLinkAction, forgotPasswordSchema)
  const resend = useCheckedAction(resendConfirmationAction, forgotPasswordSchema)
  const signedIn = signIn.result?.ok ? signIn.result.data.to : null
  useEffect(() => {
    if (signedIn) window.location.replace(signedIn)
  }, [signedIn])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const formData = new FormData(event.currentTarget)
    const intent = submitter?.dataset.intent
    if (intent === 'link') link.send(formData)
    else if (intent === 'resend') resend.send(formData)
    else signIn.send(formData)
  }

  if (link.result?.ok)
    return (
      <CheckEmail email={link.result.data.sentTo}>
        If there is an account, we sent a sign-in link to
      </CheckEmail>
    )
  const unconfirmed = signIn.result?.ok === false && signIn.result.code === 'email_not_confirmed'
  const notice = resend.result?.ok ? 'We sent the confirmation link again.' : resend.message
  return (
    <form action={signIn.dispatch} onSubmit={onSubmit} noValidate className="grid gap-4">
      <input type="hidden" name="next" value={next ?? ''} />
      <FormField label="Email" error={link.error('email') ?? signIn.error('email')}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={signIn.value('email') ?? link.value('email')}
        />
      </FormField>
      <FormField label="Password" error={signIn.error('password')}>
        <Input name="password" type="password" autoComplete="current-password" />
      </FormField>
      <div className="-mt-2 text-right text-sm">
        <Link
          href="/forgot-password"
          className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <FormAlert>{signIn.message ?? link.message}</FormAlert>
      {unconfirmed ? (
        <Button
          type="submit"
          variant="outline"
          size="sm"
          formAction={resend.dispatch}
          data-intent="resend"
          loading={resend.pending}
        >
          Send the confirmation link again
        </Button>
      ) : null}
      <FormAlert tone="info">{notice}</FormAlert>
      {/* Stays busy after success: the page is loading the next one. */}
      <Button type="submit" loading={signIn.pending || Boolean(signedIn)}>
        Sign in
      </Button>
      <Button
        type="submit"
        variant="outline"
        formAction={link.dispatch}
        data-intent="link"
        loading={link.pending}
      >
        Email me a sign-in link
      </Button>
    </form>
  )
}
