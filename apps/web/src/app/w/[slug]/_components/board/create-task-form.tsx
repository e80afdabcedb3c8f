'use client'

import { useState } from 'react'
import { useTitleCheck } from './use-title-check'

/**
 * Inline create at the top of a column: Enter saves and keeps the input open for the next task,
 * Escape (or leaving an empty input) cancels. A title that fails validation stays in the input.
 */
export function CreateTaskForm({
  columnLabel,
  onCreate,
  onClose,
}: {
  columnLabel: string
  onCreate: (title: string) => void
  onClose: () => void
}) {
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const check = useTitleCheck()
  const submit = async (submitted: string) => {
    const result = await check(submitted)
    if (!result.ok) return setError(result.message)
    onCreate(result.title)
    // Anything typed while the check loaded stays for the next task.
    setDraft((current) => (current === submitted ? '' : current))
  }
  const errorId = `create-task-error-${columnLabel.replace(/\W+/g, '-')}`
  return (
    <form
      className="grid gap-1"
      onSubmit={(event) => {
        event.preventDefault()
        void submit(draft)
      }}
    >
      <input
        aria-label={`New task in ${columnLabel}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoFocus
        placeholder="Task title"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value)
          setError(null)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            onClose()
          }
        }}
        onBlur={() => draft.trim() === '' && onClose()}
        className="w-full rounded-lg border bg-card px-2.5 py-2 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring"
      />
      {error ? (
        <p id={errorId} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  )
}
