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
import { type FormEvent, type ReactNode, useState } from 'react'
import { formText } from '../form-text'
import { type SupportAction, callStaff } from '../staff-api'

type ActionTarget = { userId: string } | { invitationId: string }

// The staff function's rule (supabase/functions/staff/body.ts) and the audit table's check.
const REASON_MIN = 3
const REASON_MAX = 500

type Props = {
  action: SupportAction
  label: string
  target: ActionTarget
  /** Who or what, in words, for the dialog: "ada@example.com", "the invitation for bob@…". */
  subject: string
  /** What the notice says once it is done: "ada@example.com is banned." */
  doneMessage: string
  /** A warning above the reason, e.g. when staff act on their own account. */
  warning?: ReactNode
  destructive?: boolean
  onDone: (message: string) => void
}

function reasonProblem(reason: string): string | undefined {
  const length = reason.trim().length
  if (length < REASON_MIN) return `Write at least ${REASON_MIN} characters (${length} so far).`
  return undefined
}

/**
 * Every support action asks why: the reason goes into the audit row with who, what and when.
 * Its length is checked as it is typed; a refusal keeps the dialog open with the reason as typed.
 */
export function ActionDialog(props: Props) {
  const { action, label, target, subject, doneMessage, warning, destructive, onDone } = props
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const problem = reasonProblem(reason)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTouched(true)
    const typed = formText(event.currentTarget, 'reason')
    if (reasonProblem(typed)) return
    setPending(true)
    const result = await callStaff({ op: 'act', action, reason: typed, ...target })
    setPending(false)
    if (result.error) return setError(result.error.message)
    setOpen(false)
    setError(null)
    setReason('')
    setTouched(false)
    onDone(doneMessage)
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
            <DialogDescription className="break-words">
              {subject}. The reason is recorded in the audit log with your name.
            </DialogDescription>
          </DialogHeader>
          {warning}
          <FormField
            label="Reason"
            description={`${REASON_MIN}–${REASON_MAX} characters, e.g. the ticket number.`}
            error={touched ? problem : undefined}
          >
            <Textarea
              name="reason"
              required
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value)
                setTouched(true)
              }}
            />
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
