'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { createBrowserSessionClient } from '@teamboard/supabase/client/session'
import { type UpdatePasswordInput, updatePasswordSchema } from '@teamboard/supabase/schemas'
import { Button } from '@teamboard/ui/button'
import { useForm } from 'react-hook-form'
import { BrowserForm, NewPasswordField } from '@/components/browser-form'
import { callSupabase, failureText } from '@/lib/call-server'

export function UpdatePasswordForm() {
  const form = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { password: '' },
  })
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState

  async function onSubmit({ password }: UpdatePasswordInput) {
    // The tab's one session client (live-auth-provider.tsx holds it): a second auth client on
    // the same cookies would race it for the refresh token.
    const { auth } = createBrowserSessionClient()
    const saved = await callSupabase('password.update', () => auth.updateUser({ password }))
    if (saved.status !== 'ok') {
      const weak = saved.status === 'refused' && saved.code === 'weak_password'
      form.setError(weak ? 'password' : 'root', { message: failureText(saved) })
      return
    }
    // A reset usually means the old password leaked: end every other session (GoTrue keeps them).
    await callSupabase('password.sign_out_others', () => auth.signOut({ scope: 'others' }))
    // A full load, not router.replace(): the provider's USER_UPDATED router.refresh() runs at the
    // same moment and a client navigation racing it sometimes stays on this page.
    window.location.replace('/w')
  }

  return (
    <BrowserForm
      form={form}
      onSubmit={onSubmit}
      fields={
        <NewPasswordField
          label="New password"
          error={errors.password?.message}
          {...form.register('password')}
        />
      }
    >
      <Button
        type="submit"
        loading={isSubmitting || (isSubmitSuccessful && !errors.root && !errors.password)}
      >
        Save password
      </Button>
    </BrowserForm>
  )
}
