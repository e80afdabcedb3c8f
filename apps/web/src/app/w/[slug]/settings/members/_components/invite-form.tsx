'use client'

import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { FormField } from '@teamboard/ui/form-field'
import { Input, selectTriggerClasses } from '@teamboard/ui/input'
import { cn } from '@teamboard/ui/lib/cn'
import { ChevronDownIcon } from 'lucide-react'
import { useActionState, useState } from 'react'
import { fieldError, formError, idle } from '@/lib/actions/result'
import { later, useStandIn } from '@/lib/load-later'
import { roleLabels, type WorkspaceRole } from '@/lib/roles'
import { inviteMemberAction } from '../_lib/invite-action'

const roleSelect = later(() => import('./role-select'))

/**
 * Email + role. React resets the uncontrolled email field after each answer: to what was typed
 * after a refusal (the answer's `values`), to empty after a sent invitation. The role stays.
 * The role picker (Radix's Select, role-select.tsx) is loaded later (lib/load-later.ts); until
 * then a stand-in with its look and name shows the role.
 */
export function InviteForm({ slug }: { slug: string }) {
  const [result, formAction, pending] = useActionState(inviteMemberAction, idle)
  const [role, setRole] = useState<string>('member')
  const { loaded, handoff, standIn } = useStandIn(roleSelect)

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
        <input type="hidden" name="role" value={role} />
        <FormField label="Role" error={fieldError(result, 'role')}>
          {loaded ? (
            <loaded.RoleSelect {...handoff} value={role} onValueChange={setRole} />
          ) : (
            <button
              type="button"
              role="combobox"
              data-size="default"
              className={cn(selectTriggerClasses, 'w-full')}
              {...standIn}
              aria-haspopup="listbox"
            >
              <span data-slot="select-value">{roleLabels[role as WorkspaceRole]}</span>
              <ChevronDownIcon aria-hidden="true" className="size-4 opacity-60" />
            </button>
          )}
        </FormField>
      </div>
      <Button type="submit" loading={pending} className="justify-self-start">
        Send invitation
      </Button>
    </form>
  )
}
