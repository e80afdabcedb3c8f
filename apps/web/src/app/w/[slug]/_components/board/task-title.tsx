'use client'

import { taskTitleSchema } from '@teamboard/supabase/schemas'
import { useState } from 'react'

/**
 * The card's title, or an input while editing: Enter saves, Escape (or an unchanged title)
 * cancels. An empty or over-long title stays in the input with the reason, never thrown away.
 */
export function TaskTitle({
  title,
  editing,
  onSave,
  onDone,
}: {
  title: string
  editing: boolean
  onSave: (title: string) => void
  onDone: () => void
}) {
  const [draft, setDraft] = useState(title)
  const [error, setError] = useState<string | null>(null)
  if (!editing) return <p className="text-sm leading-snug break-words">{title}</p>
  const save = () => {
    const parsed = taskTitleSchema.safeParse(draft)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the title.')
    if (parsed.data !== title) onSave(parsed.data)
    onDone()
  }
  return (
    <div className="grid gap-1">
      <input
        aria-label="Task title"
        aria-invalid={error ? true : undefined}
        autoFocus
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value)
          setError(null)
        }}
        onKeyDown={(event) => {
          event.stopPropagation()
          if (event.key === 'Enter') {
            event.preventDefault()
            save()
          } else if (event.key === 'Escape') {
            event.preventDefault()
            onDone()
          }
        }}
        onBlur={onDone}
        className="w-full rounded-sm border bg-background px-1.5 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      {error ? <p className="text-xs text-destructive">{error}</p> : null}
    </div>
  )
}
