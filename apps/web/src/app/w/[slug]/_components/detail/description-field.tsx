'use client'

import { Button } from '@teamboard/ui/button'
import { Textarea } from '@teamboard/ui/textarea'
import { taskDescriptionSchema } from '@teamboard/supabase/schemas'
import { useState } from 'react'
import { MarkdownText } from '@/components/markdown'
import type { SaveOutcome } from '../../_lib/detail/detail-types'

/**
 * The description, rendered as safe Markdown, or a textarea while editing (Cmd/Ctrl+Enter
 * saves, Escape cancels). A refused save keeps the draft and says why.
 */
export function DescriptionField({
  description,
  onSave,
}: {
  description: string
  onSave: (description: string) => Promise<SaveOutcome>
}) {
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const save = async () => {
    if (draft === null) return
    const parsed = taskDescriptionSchema.safeParse(draft)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the text.')
    if (parsed.data === description) return setDraft(null)
    setSaving(true)
    const outcome = await onSave(parsed.data)
    setSaving(false)
    if (outcome.ok) setDraft(null)
    else setError(outcome.message)
  }
  return (
    <section aria-labelledby="description-heading" className="grid gap-2">
      <div className="flex items-center justify-between">
        <h3 id="description-heading" className="text-sm font-medium text-muted-foreground">
          Description
        </h3>
        {draft === null ? (
          <Button variant="ghost" size="sm" onClick={() => setDraft(description)}>
            Edit description
          </Button>
        ) : null}
      </div>
      {draft === null ? (
        <div data-testid="detail-description">
          {description ? (
            <MarkdownText>{description}</MarkdownText>
          ) : (
            <p className="text-sm text-muted-foreground">No description.</p>
          )}
        </div>
      ) : (
        <div className="grid gap-2">
          <Textarea
            aria-label="Description"
            aria-invalid={error ? true : undefined}
            autoFocus
            rows={8}
            value={draft}
            placeholder="Markdown works here."
            onChange={(event) => {
              setDraft(event.target.value)
              setError(null)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                event.preventDefault()
                void save()
              } else if (event.key === 'Escape') {
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
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => (setDraft(null), setError(null))}>
              Cancel
            </Button>
            <Button size="sm" loading={saving} onClick={() => void save()}>
              Save description
            </Button>
          </div>
        </div>
      )}
    </section>
  )
}
