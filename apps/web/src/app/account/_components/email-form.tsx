'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { createBrowserSessionClient } from '@teamboard/supabase/client/session'
import { forgotPasswordSchema } from '@teamboard/supabase/schemas'
import { Button } from '@teamboard/ui/button'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { FormAlert } from '@teamboard/ui/form-alert'
import { SectionCard } from './section-card'
import { BrowserForm, EmailField } from '@/components/browser-form'
import { callSupabase, failureText } from '@/lib/call-server'

// One email field with the shared email rules.
const emailChangeSchema = forgotPasswordSchema
type EmailChangeInput = z.infer<typeof emailChangeSchema>

/** The change takes effect only after the emailed link is opened (auth/confirm, type email_change). */
export function EmailForm({ email }: { email: string }) {
  const form = useForm<EmailChangeInput>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email },
  })
  const { errors, isSubmitting } = form.formState
  const [notice, setNotice] = useState<string | null>(null)

  async function onSubmit(values: EmailChangeInput) {
    setNotice(null)
    if (values.email.toLowerCase() === email.toLowerCase()) {
      form.setError('email', { message: 'That is already your email.' })
      return
    }
    const sent = await callSupabase('email.update', () =>
      createBrowserSessionClient().auth.updateUser({ email: values.email }),
    )
    if (sent.status !== 'ok') {
      form.setError('root', { message: failureText(sent) })
      return
    }
    setNotice(`Check your inbox: open the link we sent to confirm the change to ${values.email}.`)
  }

  return (
    <SectionCard title="Email" description="Where sign-in links and notifications go.">
      <BrowserForm
        form={form}
        onSubmit={onSubmit}
        fields={<EmailField error={errors.email?.message} {...form.register('email')} />}
      >
        <FormAlert tone="info">{notice}</FormAlert>
        <Button type="submit" className="justify-self-start" loading={isSubmitting}>
          Change email
        </Button>
      </BrowserForm>
    </SectionCard>
  )
}
