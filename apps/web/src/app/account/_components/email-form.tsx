'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { createBrowserClient } from '@teamboard/supabase/client'
import { toAppError } from '@teamboard/supabase/errors'
import { forgotPasswordSchema } from '@teamboard/supabase/schemas'
import { Button } from '@teamboard/ui/button'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormAlert } from '@teamboard/ui/form-alert'
import { SectionCard } from './section-card'

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
    const { error } = await createBrowserClient().auth.updateUser({ email: values.email })
    if (error) {
      form.setError('root', { message: toAppError(error).message })
      return
    }
    setNotice(`Check your inbox: open the link we sent to confirm the change to ${values.email}.`)
  }

  return (
    <SectionCard title="Email" description="Where sign-in links and notifications go.">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormAlert>{errors.root?.message}</FormAlert>
        <FormAlert tone="info">{notice}</FormAlert>
        <Button type="submit" className="justify-self-start" loading={isSubmitting}>
          Change email
        </Button>
      </form>
    </SectionCard>
  )
}
