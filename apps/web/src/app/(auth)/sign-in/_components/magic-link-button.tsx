'use client'

import { createBrowserClient } from '@teamboard/supabase/client'
import { toAppError } from '@teamboard/supabase/errors'
import type { SignInInput } from '@teamboard/supabase/schemas'
import { Button } from '@teamboard/ui/button'
import { useState, useTransition } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { CheckEmail } from '../../_components/check-email'
import { FormAlert } from '@teamboard/ui/form-alert'
import { rememberNext } from '@/lib/next-cookie'

/**
 * "Email me a link". Existing accounts only (`shouldCreateUser: false`), and the answer is the
 * same whether or not the address has an account; only limits and outages are reported.
 */
export function MagicLinkButton({ form }: { form: UseFormReturn<SignInInput> }) {
  const [pending, startTransition] = useTransition()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  function send() {
    startTransition(async () => {
      if (!(await form.trigger('email'))) return
      const email = form.getValues('email').trim()
      rememberNext(new URLSearchParams(window.location.search).get('next'))
      const { error } = await createBrowserClient().auth.signInWithOtp({
        email,
        options: { shouldCreateUser: false },
      })
      const appError = error ? toAppError(error) : null
      if (appError && (appError.code === 'rate_limited' || appError.code === 'offline')) {
        setError(appError.message)
        return
      }
      setError(null)
      setSentTo(email)
    })
  }

  if (sentTo)
    return <CheckEmail email={sentTo}>If there is an account, we sent a sign-in link to</CheckEmail>
  return (
    <>
      <FormAlert>{error}</FormAlert>
      <Button variant="outline" onClick={send} loading={pending}>
        Email me a sign-in link
      </Button>
    </>
  )
}
