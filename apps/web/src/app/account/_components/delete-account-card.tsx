'use client'

import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { TypedConfirmation } from '@teamboard/ui/typed-confirmation'
import { useActionState, useState } from 'react'
import { fieldError, formError, idle } from '@/lib/actions/result'
import { deleteAccountAction } from '../_lib/delete-account-action'
import { SectionCard } from './section-card'

/**
 * Deleting the account, confirmed by typing DELETE. The catalogue's `last_owner` tells a sole
 * owner to transfer ownership or delete the workspace first.
 */
export function DeleteAccountCard() {
  const [result, formAction, pending] = useActionState(deleteAccountAction, idle)
  const [confirm, setConfirm] = useState('')
  const refusal = formError(result)
  return (
    <SectionCard
      title="Delete account"
      description="This removes your sign-in, your profile and the workspaces only you belong to. Your comments and activity stay, shown as “Deleted user”. It cannot be undone."
    >
      <form action={formAction} className="grid gap-4">
        <FormAlert>
          {result && !result.ok && result.code === 'last_owner'
            ? `${refusal ?? ''} Transfer ownership of your workspaces that have other members, or delete them, first.`
            : refusal}
        </FormAlert>
        <TypedConfirmation
          phrase="DELETE"
          value={confirm}
          onValueChange={setConfirm}
          error={fieldError(result, 'confirm', confirm)}
        />
        <div>
          <Button
            type="submit"
            variant="destructive"
            disabled={confirm !== 'DELETE'}
            loading={pending}
          >
            Delete my account
          </Button>
        </div>
      </form>
    </SectionCard>
  )
}
