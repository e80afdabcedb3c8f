'use client'

import { Button } from '@teamboard/ui/button'
import { Input } from '@teamboard/ui/input'
import { taskTitleSchema } from '@teamboard/supabase/schemas'
import { PencilIcon } from 'lucide-react'
import { useState } from 'react'
import type { SaveOutcome } from '../../_lib/detail/detail-types'

/**
 * The title as a heading, or an input while editing: Enter saves, Escape cancels. An invalid
 * title, or one the server refused, stays in the input with the reason.
 */
export function TitleField({
  title,
  taskKey,
  onSave,
}: {
  title: string
  taskKey: string
  onSave: (title: string) => Promise<SaveOutcome>
}) {
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  if (draft === null)
    return (
      <div className="flex items-start gap-2">
        <h2 className="text-xl leading-snug font-semibold break-words" data-testid="detail-title">
          {title}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label="Edit title"
          onClick={() => setDraft(title)}
        >
          <PencilIcon aria-hidden="true" />
        </Button>
      </div>
    )
  const save = async () => {
    const parsed = taskTitleSchema.safeParse(draft)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the title.')
    if (parsed.data === title) return setDraft(null)
    const outcome = await onSave(parsed.data)
    if (outcome.ok) setDraft(null)
    else setError(outcome.message)
  }
  return (
    <div className="grid gap-1">
      <Input
        aria-label={`Title of ${taskKey}`}
        aria-invalid={error ? true : undefined}
        autoFocus
        value={draft}
        className="text-base font-semibold"
        onChange={(event) => {
          setDraft(event.target.value)
          setError(null)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            void save()
          } else if (event.key === 'Escape') {
            // Escape leaves the edit, not the dialog around it.
            event.preventDefault()
            event.stopPropagation()
            setDraft(null)
            setError(null)
          }
        }}
      />
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
