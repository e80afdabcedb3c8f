'use client'

import { Alert, AlertDescription } from '@teamboard/ui/alert'
import { Button } from '@teamboard/ui/button'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@teamboard/ui/select'
import { useActionState, useState } from 'react'
import { inviteMemberAction, type InviteState } from '../_lib/invite-action'

/** Email + role. The email field is uncontrolled and re-filled from the action's `values`. */
export function InviteForm({ slug }: { slug: string }) {
  const [state, formAction, pending] = useActionState(inviteMemberAction.bind(null, slug), {
    status: 'idle',
    values: {},
  } satisfies InviteState)
  const [role, setRole] = useState(state.values.role ?? 'member')
  const fieldErrors = state.status === 'error' ? state.fieldErrors : {}

  return (
    <form action={formAction} className="grid gap-4" noValidate>
      {state.status === 'error' && state.formError ? (
        <Alert variant="destructive">
          <AlertDescription>{state.formError}</AlertDescription>
        </Alert>
      ) : null}
      {state.status === 'success' ? (
        <p role="status" className="text-sm text-success">
          {state.message}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem] sm:items-start">
        <FormField label="Email" error={fieldErrors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="off"
            placeholder="teammate@example.com"
            defaultValue={state.values.email ?? ''}
          />
        </FormField>
        <FormField label="Role" error={fieldErrors.role}>
          <Select name="role" value={role} onValueChange={setRole}>
            <SelectTrigger className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="member">Member</SelectItem>
              <SelectItem value="admin">Admin</SelectItem>
            </SelectContent>
          </Select>
        </FormField>
      </div>
      <Button type="submit" loading={pending} className="justify-self-start">
        Send invitation
      </Button>
    </form>
  )
}
