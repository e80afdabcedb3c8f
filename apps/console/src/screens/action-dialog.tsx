import { Button } from '@teamboard/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@teamboard/ui/dialog'
import { FormAlert } from '@teamboard/ui/form-alert'
import { FormField } from '@teamboard/ui/form-field'
import { Textarea } from '@teamboard/ui/textarea'
import { appError } from '@teamboard/supabase/errors'
import { type FormEvent, useState } from 'react'
import { formText } from '../form-text'
import { type SupportAction, callStaff } from '../staff-api'

export type ActionTarget = { userId: string } | { invitationId: string }

type Props = {
  action: SupportAction
  label: string
  target: ActionTarget
  /** Who or what, in words: "ada@example.com", "the invitation for bob@example.com". */
  subject: string
  destructive?: boolean
  onDone: (message: string) => void
}

/**
 * Every support action asks why: the reason goes into the audit row with who, what and when.
 * A refusal keeps the dialog open with the reason as typed.
 */
export function ActionDialog({ action, label, target, subject, destructive, onDone }: Props) {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const reason = formText(event.currentTarget, 'reason')
    if (reason.length < 3) return setError(appError('invalid_input').message)
    setPending(true)
    const result = await callStaff({ op: 'act', action, reason, ...target })
    setPending(false)
    if (result.error) return setError(result.error.message)
    setOpen(false)
    setError(null)
    onDone(`${label}: done for ${subject}.`)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={destructive ? 'destructive' : 'outline'}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <DialogHeader>
            <DialogTitle>{label}</DialogTitle>
            <DialogDescription>
              {subject}. The reason is recorded in the audit log with your name.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Reason" description="At least 3 characters, e.g. the ticket number.">
            <Textarea name="reason" required maxLength={500} />
          </FormField>
          <FormAlert>{error}</FormAlert>
          <DialogFooter>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              loading={pending}
            >
              {label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
