'use client'

import { useState } from 'react'
import { useTitleCheck } from './use-title-check'

interface TitleEditorProps {
  title: string
  onSave: (title: string) => void
  onDone: () => void
}

/**
 * The card's title, or an input while editing: Enter saves, Escape (or an unchanged title)
 * cancels. An empty or over-long title stays in the input with the reason, never thrown away.
 */
export function TaskTitle({
  title,
  editing,
  onSave,
  onDone,
}: TitleEditorProps & { editing: boolean }) {
  if (!editing) return <p className="text-sm leading-snug wrap-anywhere">{title}</p>
  return <TitleEditor title={title} onSave={onSave} onDone={onDone} />
}

/** The input, mounted when editing starts, so it starts from the title as it is then. */
function TitleEditor({ title, onSave, onDone }: TitleEditorProps) {
  const [draft, setDraft] = useState(title)
  const [error, setError] = useState<string | null>(null)
  const check = useTitleCheck()
  const save = async () => {
    const result = await check(draft)
    if (!result.ok) return setError(result.message)
    if (result.title !== title) onSave(result.title)
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
            void save()
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
