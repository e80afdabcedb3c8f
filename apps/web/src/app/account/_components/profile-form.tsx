'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { createBrowserSessionClient } from '@teamboard/supabase/client/session'
import { type ProfileInput, profileSchema } from '@teamboard/supabase/schemas'
import { Button } from '@teamboard/ui/button'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { toast } from '@/lib/toast'
import { useForm } from 'react-hook-form'
import { updateDisplayNameAction } from '../_lib/profile-action'
import { SectionCard } from './section-card'
import { BrowserForm } from '@/components/browser-form'
import { callAction, callSupabase, failureText } from '@/lib/call-server'

export function ProfileForm({ displayName }: { displayName: string }) {
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { displayName },
  })
  const { errors, isSubmitting } = form.formState

  async function onSubmit(values: ProfileInput) {
    const saved = await callAction('profile.update', () => updateDisplayNameAction(values))
    if (saved.status !== 'ok') {
      const fieldMessage = saved.status === 'refused' ? saved.fieldErrors.displayName : undefined
      form.setError(fieldMessage ? 'displayName' : 'root', { message: failureText(saved) })
      return
    }
    form.reset(saved.answer)
    // Mirrors the name into user metadata; the USER_UPDATED this emits makes every tab's header
    // (and server-rendered data) show the new name without a reload.
    const mirrored = await callSupabase('profile.mirror_name', () =>
      createBrowserSessionClient().auth.updateUser({
        data: { display_name: saved.answer.displayName },
      }),
    )
    if (mirrored.status === 'ok') toast.success('Name saved.')
    else form.setError('root', { message: failureText(mirrored) })
  }

  return (
    <SectionCard title="Profile" description="How teammates see you.">
      <BrowserForm
        form={form}
        onSubmit={onSubmit}
        fields={
          <FormField label="Display name" error={errors.displayName?.message}>
            <Input autoComplete="name" {...form.register('displayName')} />
          </FormField>
        }
      >
        <Button type="submit" className="justify-self-start" loading={isSubmitting}>
          Save name
        </Button>
      </BrowserForm>
    </SectionCard>
  )
}
