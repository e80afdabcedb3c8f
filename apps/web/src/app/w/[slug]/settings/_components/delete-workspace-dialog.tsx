'use client'

import { Alert, AlertDescription } from '@teamboard/ui/alert'
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
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { useActionState, useState } from 'react'
import { deleteWorkspaceAction } from '../_lib/workspace-actions'

/** Deleting removes every task and member, so the owner types the address to confirm. */
export function DeleteWorkspaceDialog({ name, slug }: { name: string; slug: string }) {
  const [state, formAction, pending] = useActionState(deleteWorkspaceAction.bind(null, slug), {})
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
          {state.error ? (
            <Alert variant="destructive">
              <AlertDescription>{state.error}</AlertDescription>
            </Alert>
          ) : null}
          <FormField
            label={
              <span>
                Type <span className="font-mono">{slug}</span> to confirm
              </span>
            }
          >
            <Input
              name="confirm"
              value={confirm}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              onChange={(event) => setConfirm(event.target.value)}
            />
          </FormField>
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
