'use client'

import { useState } from 'react'
import type { ZodMiniType } from 'zod/mini'
import type { SaveOutcome } from '../../_lib/detail/detail-types'

/**
 * A draft checked against its schema, then saved. A refusal — the schema's or the server's —
 * becomes the message to show and the draft stays as typed; typing again clears the message.
 * `draft` is null while nothing is being edited.
 */
export function useDraft(
  initial: string | null,
  schema: ZodMiniType<string>,
  fallback: string,
  onSave: (value: string) => Promise<SaveOutcome>,
) {
  const [draft, setDraft] = useState<string | null>(initial)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  /** Opens, changes or (with null) closes the draft; any message goes with the old text. */
  const edit = (value: string | null) => {
    setDraft(value)
    setError(null)
  }
  /** True once saved (or unchanged from `current`): the caller closes or empties the edit. */
  const save = async (current?: string): Promise<boolean> => {
    if (draft === null || saving) return false
    const parsed = schema.safeParse(draft)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? fallback)
      return false
    }
    if (parsed.data === current) return true
    setSaving(true)
    const outcome = await onSave(parsed.data)
    setSaving(false)
    if (!outcome.ok) setError(outcome.message)
    return outcome.ok
  }
  return { draft, error, saving, edit, save }
}
