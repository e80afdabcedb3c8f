'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { createBrowserClient } from '@teamboard/supabase/client'
import { toAppError } from '@teamboard/supabase/errors'
import { type UpdatePasswordInput, updatePasswordSchema } from '@teamboard/supabase/schemas'
import { Button } from '@teamboard/ui/button'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@teamboard/ui/form-alert'

export function UpdatePasswordForm() {
  const form = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { password: '' },
  })
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState

  async function onSubmit({ password }: UpdatePasswordInput) {
    const supabase = createBrowserClient()
    const { error } = await supabase.auth.updateUser({ password })
    if (error) {
      const appError = toAppError(error)
      form.setError(appError.code === 'weak_password' ? 'password' : 'root', {
        message: appError.message,
      })
      return
    }
    // A reset usually means the old password leaked: end every other session (GoTrue keeps them).
    await supabase.auth.signOut({ scope: 'others' })
    // A full load, not router.replace(): the provider's USER_UPDATED router.refresh() runs at the
    // same moment and a client navigation racing it sometimes stays on this page.
    window.location.replace('/w')
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormField
        label="New password"
        error={errors.password?.message}
        description={
          errors.password ? undefined : 'At least 8 characters, with letters and numbers.'
        }
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormAlert>{errors.root?.message}</FormAlert>
      <Button
        type="submit"
        loading={isSubmitting || (isSubmitSuccessful && !errors.root && !errors.password)}
      >
        Save password
      </Button>
    </form>
  )
}
