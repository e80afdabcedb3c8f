'use client'

import { Button } from '@teamboard/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@teamboard/ui/dialog'
import { FormAlert } from '@teamboard/ui/form-alert'
import { TypedConfirmation } from '@teamboard/ui/typed-confirmation'
import { useActionState, useState } from 'react'
import { formError, idle } from '@/lib/actions/result'
import { deleteWorkspaceAction } from '../_lib/workspace-actions'

/** Deleting removes every task and member, so the owner types the address to confirm. */
export function DeleteWorkspaceDialog({ name, slug }: { name: string; slug: string }) {
  const [result, formAction, pending] = useActionState(deleteWorkspaceAction, idle)
  const [confirm, setConfirm] = useState('')
  return (
    <Dialog onOpenChange={(open) => (open ? undefined : setConfirm(''))}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete workspace</Button>
      </DialogTrigger>
      <DialogContent>
        <form action={formAction} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Delete {name}?</DialogTitle>
            <DialogDescription>
              This deletes the workspace, its tasks, comments and attachments for every member. It
              cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <input type="hidden" name="workspace" value={slug} />
          <FormAlert>{formError(result)}</FormAlert>
          <TypedConfirmation phrase={slug} value={confirm} onValueChange={setConfirm} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              disabled={confirm !== slug}
              loading={pending}
            >
              Delete workspace
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
