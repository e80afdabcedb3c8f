'use client'

import { invitationRoles } from '@teamboard/supabase/schemas'
import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@teamboard/ui/select'
import { useActionState, useState } from 'react'
import { fieldError, formError, idle } from '@/lib/actions/result'
import { roleLabels } from '@/lib/roles'
import { inviteMemberAction } from '../_lib/invite-action'

/**
 * Email + role. React resets the uncontrolled email field after each answer: to what was typed
 * after a refusal (the answer's `values`), to empty after a sent invitation. The role stays.
 */
export function InviteForm({ slug }: { slug: string }) {
  const [result, formAction, pending] = useActionState(inviteMemberAction, idle)
  const [role, setRole] = useState<string>('member')

  return (
    <form action={formAction} className="grid gap-4" noValidate>
      <input type="hidden" name="workspace" value={slug} />
      <FormAlert>{formError(result)}</FormAlert>
      <FormAlert tone="success">
        {result?.ok ? `Invitation sent to ${result.data.email}.` : null}
      </FormAlert>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem] sm:items-start">
        <FormField label="Email" error={fieldError(result, 'email')}>
          <Input
            name="email"
            type="email"
            autoComplete="off"
            placeholder="teammate@example.com"
            defaultValue={result?.ok === false ? result.values.email : ''}
          />
        </FormField>
        {/* The field wraps the trigger, not the Select root (which renders no element), so the
            label names the button that opens the list. */}
        <Select name="role" value={role} onValueChange={setRole}>
          <FormField label="Role" error={fieldError(result, 'role')}>
            <SelectTrigger className="w-full">
              <SelectValue />
            </SelectTrigger>
          </FormField>
          <SelectContent>
            {/* Least power first: the usual choice on top. */}
            {[...invitationRoles].reverse().map((option) => (
              <SelectItem key={option} value={option}>
                {roleLabels[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" loading={pending} className="justify-self-start">
        Send invitation
      </Button>
    </form>
  )
}
