'use client'

import { Button } from '@teamboard/ui/button'
import { useState } from 'react'
import { leaveWorkspaceAction } from '../_lib/member-actions'
import { ConfirmDialog } from './confirm-dialog'
import { useActionToast } from '@/hooks/use-action-toast'

export function LeaveWorkspace({
  slug,
  name,
  isLastOwner,
}: {
  slug: string
  name: string
  isLastOwner: boolean
}) {
  const [pending, run] = useActionToast()
  const [open, setOpen] = useState(false)
  if (isLastOwner) {
    return (
      <p className="text-sm text-muted-foreground">
        You're the only owner. Make someone else an owner before you leave.
      </p>
    )
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Leave workspace
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Leave ${name}?`}
        description="You lose access to its board until someone invites you again."
        confirmLabel="Leave"
        pending={pending}
        onConfirm={() => {
          setOpen(false)
          run(() => leaveWorkspaceAction({ workspace: slug }))
        }}
      />
    </>
  )
}
