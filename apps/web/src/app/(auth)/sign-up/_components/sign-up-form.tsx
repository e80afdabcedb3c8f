'use client'

import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import Link from 'next/link'
import type { FormEvent } from 'react'
import { CheckEmail } from '../../_components/check-email'
import { NewPasswordField } from '../../_components/new-password-field'
import { authHref } from '../../_lib/auth-href'
import { signUpAction } from '../../_lib/auth-actions'
import { preloadCheck, useCheckedAction } from '../../_lib/use-checked-action'

/**
 * A new account through a server action; the user finishes from the emailed link, which lands on
 * `next` (an invitation) when there is one.
 */
export function SignUpForm({ next }: { next?: string }) {
  const signUp = useCheckedAction(signUpAction, 'signUp')

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void signUp.send(new FormData(event.currentTarget))
  }

  if (signUp.result?.ok) {
    // The backend sends nothing to an address that already has an account (so the form cannot
    // reveal accounts): the words must stay true in both cases.
    return (
      <CheckEmail email={signUp.result.data.sentTo}>
        <p>
          If this address is new to Teamboard, we sent a confirmation link to it. Open the link to
          finish signing up.
        </p>
        <p>
          Already have an account with it? No email is sent then:{' '}
          <Link href={authHref('/sign-in', next)} className={linkClasses}>
            sign in
          </Link>{' '}
          or{' '}
          <Link href="/forgot-password" className={linkClasses}>
            reset your password
          </Link>
          .
        </p>
      </CheckEmail>
    )
  }
  return (
    <form
      action={signUp.dispatch}
      onSubmit={onSubmit}
      onFocus={preloadCheck}
      noValidate
      className="grid gap-4"
    >
      <input type="hidden" name="next" value={next ?? ''} />
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
      <NewPasswordField label="Password" error={signUp.error('password')} />
      <FormAlert>{signUp.message}</FormAlert>
      <Button type="submit" loading={signUp.pending}>
        Create account
      </Button>
    </form>
  )
}

const linkClasses = 'font-medium text-foreground underline underline-offset-4'
