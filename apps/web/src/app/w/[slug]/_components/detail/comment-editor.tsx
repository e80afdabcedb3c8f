'use client'

import { Button } from '@teamboard/ui/button'
import { Textarea } from '@teamboard/ui/textarea'
import { commentBodySchema, limits } from '@teamboard/supabase/schemas'
import { useState } from 'react'
import type { SaveOutcome } from '../../_lib/detail/detail-types'

/**
 * A comment being written or edited: Cmd/Ctrl+Enter sends, Escape cancels an edit. The text
 * stays until the server has it; a refusal leaves it in place with the reason.
 */
export function CommentEditor({
  initial = '',
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: string
  label: string
  submitLabel: string
  onSubmit: (body: string) => Promise<SaveOutcome>
  onCancel?: () => void
}) {
  const [draft, setDraft] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const length = [...draft].length
  const submit = async () => {
    if (sending) return
    const parsed = commentBodySchema.safeParse(draft)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the comment.')
    setSending(true)
    const outcome = await onSubmit(parsed.data)
    setSending(false)
    if (!outcome.ok) return setError(outcome.message)
    if (!onCancel) setDraft('')
  }
  return (
    <div className="grid gap-2">
      <Textarea
        aria-label={label}
        aria-invalid={error ? true : undefined}
        autoFocus={Boolean(onCancel)}
        rows={3}
        value={draft}
        placeholder="Write a comment… Markdown works. Cmd/Ctrl+Enter sends."
        onChange={(event) => {
          setDraft(event.target.value)
          setError(null)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault()
            void submit()
          } else if (event.key === 'Escape' && onCancel) {
            event.preventDefault()
            onCancel()
          }
        }}
      />
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-end gap-2">
        {length > limits.commentMax * 0.9 ? (
          <span className="mr-auto text-xs text-muted-foreground">
            {length.toLocaleString('en-US')} / {limits.commentMax.toLocaleString('en-US')}
          </span>
        ) : null}
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button size="sm" loading={sending} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </div>
    </div>
  )
}
