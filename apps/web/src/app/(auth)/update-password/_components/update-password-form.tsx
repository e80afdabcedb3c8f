'use client'

import { createBrowserSessionClient } from '@teamboard/supabase/client/session'
import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { useActionThen } from '@/hooks/use-action-then'
import { callSupabase } from '@/lib/call-server'
import { NewPasswordField } from '../../_components/new-password-field'
import { checkNewPasswordAction } from '../_lib/password-action'

export function UpdatePasswordForm() {
  const save = useActionThen({
    name: 'password.update',
    action: checkNewPasswordAction,
    then: async (_checked, formData) => {
      // The tab's one session client (live-auth-provider.tsx holds it): a second auth client on
      // the same cookies would race it for the refresh token.
      const { auth } = createBrowserSessionClient()
      const password = formData.get('password') as string // the action parsed it as text
      const saved = await callSupabase('password.update', () => auth.updateUser({ password }))
      if (saved.status !== 'ok') return saved
      // A reset usually means the old password leaked: end every other session (GoTrue keeps them).
      await callSupabase('password.sign_out_others', () => auth.signOut({ scope: 'others' }))
      // A full load, not router.replace(): the provider's USER_UPDATED router.refresh() runs at
      // the same moment and a client navigation racing it sometimes stays on this page.
      window.location.replace('/w')
      return saved
    },
    fieldFor: { weak_password: 'password' },
  })

  return (
    <form action={save.formAction} onSubmit={save.onSubmit} noValidate className="grid gap-4">
      <NewPasswordField label="New password" error={save.error('password')} />
      <FormAlert>{save.message}</FormAlert>
      {/* Stays busy after success: the page is loading the next one. */}
      <Button type="submit" loading={save.pending || Boolean(save.result?.ok)}>
        Save password
      </Button>
    </form>
  )
}
