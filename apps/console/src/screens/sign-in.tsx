import { Button } from '@teamboard/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@teamboard/ui/card'
import { titleClass } from './title'
import { FormAlert } from '@teamboard/ui/form-alert'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { appError, toAppError } from '@teamboard/supabase/errors'
import { type FormEvent, useState } from 'react'
import { formText } from '../form-text'
import { takeSessionEnded } from '../session-ended'
import { supabase } from '../supabase'

type Answer = { tone: 'error' | 'success'; text: string } | null

/**
 * What a sign-in link request may say: limits, outages and a suspended account. Anything else —
 * an address with no account answers `otp_disabled` — gets the same "if it has an account" line,
 * so the form cannot tell who has one (docs/security: accepted upstream behaviour, not repeated).
 */
const LINK_ERRORS = new Set(['rate_limited', 'offline', 'account_banned'])

/** Password or magic link, as in the web app; the inputs keep what was typed on a refusal. */
export function SignIn() {
  const [answer, setAnswer] = useState<Answer>(() =>
    takeSessionEnded()
      ? { tone: 'error', text: 'Your session has ended. Sign in again to continue.' }
      : null,
  )
  const [pending, setPending] = useState(false)

  async function withPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setPending(true)
    const { error } = await supabase().auth.signInWithPassword({
      email: formText(form, 'email'),
      password: formText(form, 'password', { trim: false }),
    })
    setPending(false)
    // Success needs no message: the provider's SIGNED_IN moves the page.
    if (error) setAnswer({ tone: 'error', text: toAppError(error).message })
  }

  async function withMagicLink(form: HTMLFormElement | null) {
    if (!form) return
    const email = formText(form, 'email')
    if (!email) return setAnswer({ tone: 'error', text: appError('invalid_input').message })
    setPending(true)
    const { error } = await supabase().auth.signInWithOtp({
      email,
      // Staff accounts exist already; the console never signs anyone up. The link comes back
      // here (the email template links to {{ .RedirectTo }}/auth/confirm; see auth-confirm.tsx).
      options: { shouldCreateUser: false, emailRedirectTo: window.location.origin },
    })
    setPending(false)
    const refusal = error ? toAppError(error) : null
    setAnswer(
      refusal && LINK_ERRORS.has(refusal.code)
        ? { tone: 'error', text: refusal.message }
        : { tone: 'success', text: `If ${email} has an account, a sign-in link is on its way.` },
    )
  }

  return (
    <main className="mx-auto flex min-h-dvh max-w-sm items-center p-4">
      <Card className="w-full">
        <CardHeader>
          <h1 className={titleClass}>Support console</h1>
          <CardDescription>Sign in with your Teamboard staff account.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={(event) => void withPassword(event)}>
            <FormField label="Email">
              <Input name="email" type="email" autoComplete="email" required autoFocus />
            </FormField>
            <FormField label="Password">
              <Input name="password" type="password" autoComplete="current-password" />
            </FormField>
            <FormAlert tone={answer?.tone}>{answer?.text}</FormAlert>
            <Button type="submit" loading={pending}>
              Sign in
            </Button>
            <Button
              variant="outline"
              disabled={pending}
              onClick={(event) => void withMagicLink(event.currentTarget.form)}
            >
              Email me a sign-in link
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  )
}
