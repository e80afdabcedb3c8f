'use client'

import { createBrowserSessionClient } from '@teamboard/supabase/client/session'
import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { toast } from '@/lib/toast'
import { updateDisplayNameAction } from '../_lib/profile-action'
import { SectionCard } from './section-card'
import { useActionThen } from '@/hooks/use-action-then'
import { callSupabase } from '@/lib/call-server'

export function ProfileForm({ displayName }: { displayName: string }) {
  const save = useActionThen({
    name: 'profile.update',
    action: updateDisplayNameAction,
    // Mirrors the saved name into user metadata; the USER_UPDATED this emits makes every tab's
    // header (and server-rendered data) show the new name without a reload.
    then: async (saved) => {
      const mirrored = await callSupabase('profile.mirror_name', () =>
        createBrowserSessionClient().auth.updateUser({
          data: { display_name: saved.displayName },
        }),
      )
      if (mirrored.status === 'ok') toast.success('Name saved.')
      return mirrored
    },
  })

  return (
    <SectionCard title="Profile" description="How teammates see you.">
      <form action={save.formAction} onSubmit={save.onSubmit} noValidate className="grid gap-4">
        <FormField label="Display name" error={save.error('displayName')}>
          <Input
            name="displayName"
            autoComplete="name"
            defaultValue={save.value('displayName') ?? displayName}
          />
        </FormField>
        <FormAlert>{save.message}</FormAlert>
        <Button type="submit" className="justify-self-start" loading={save.pending}>
          Save name
        </Button>
      </form>
    </SectionCard>
  )
}
