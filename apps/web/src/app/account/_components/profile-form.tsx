'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { createBrowserClient } from '@teamboard/supabase/client'
import { type ProfileInput, profileSchema } from '@teamboard/supabase/schemas'
import { Button } from '@teamboard/ui/button'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { toast } from '@teamboard/ui/toaster'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@teamboard/ui/form-alert'
import { updateDisplayNameAction } from '../_lib/profile-action'
import { SectionCard } from './section-card'

export function ProfileForm({ displayName }: { displayName: string }) {
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { displayName },
  })
  const { errors, isSubmitting } = form.formState

  async function onSubmit(values: ProfileInput) {
    const result = await updateDisplayNameAction(values)
    if (!result.ok) {
      const fieldMessage = result.fieldErrors.displayName
      form.setError(fieldMessage ? 'displayName' : 'root', {
        message: fieldMessage ?? result.message,
      })
      return
    }
    form.reset(result.data)
    // Mirrors the name into user metadata; the USER_UPDATED this emits makes every tab's header
    // (and server-rendered data) show the new name without a reload.
    await createBrowserClient().auth.updateUser({
      data: { display_name: result.data.displayName },
    })
    toast.success('Name saved.')
  }

  return (
    <SectionCard title="Profile" description="How teammates see you.">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        <FormField label="Display name" error={errors.displayName?.message}>
          <Input autoComplete="name" {...form.register('displayName')} />
        </FormField>
        <FormAlert>{errors.root?.message}</FormAlert>
        <Button type="submit" className="justify-self-start" loading={isSubmitting}>
          Save name
        </Button>
      </form>
    </SectionCard>
  )
}
