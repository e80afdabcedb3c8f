'use client'

import { createBrowserSessionClient } from '@teamboard/supabase/client/session'
import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { checkEmailChangeAction } from '../_lib/email-action'
import { SectionCard } from './section-card'
import { useActionThen } from '@/hooks/use-action-then'
import { callSupabase } from '@/lib/call-server'

/** The change takes effect only after the emailed link is opened (auth/confirm, type email_change). */
export function EmailForm({ email }: { email: string }) {
  const change = useActionThen({
    name: 'email.update',
    action: checkEmailChangeAction,
    check: (checked) =>
      checked.email.toLowerCase() === email.toLowerCase()
        ? { email: 'That is already your email.' }
        : null,
    then: (checked) =>
      callSupabase('email.update', () =>
        createBrowserSessionClient().auth.updateUser({ email: checked.email }),
      ),
  })
  const sentTo = change.result?.ok ? change.result.data.email : null

  return (
    <SectionCard title="Email" description="Where sign-in links and notifications go.">
      <form action={change.formAction} onSubmit={change.onSubmit} noValidate className="grid gap-4">
        <FormField label="Email" error={change.error('email')}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={change.value('email') ?? email}
          />
        </FormField>
        <FormAlert>{change.message}</FormAlert>
        <FormAlert tone="info">
          {sentTo
            ? `Check your inbox: open the link we sent to confirm the change to ${sentTo}.`
            : null}
        </FormAlert>
        <Button type="submit" className="justify-self-start" loading={change.pending}>
          Change email
        </Button>
      </form>
    </SectionCard>
  )
}
