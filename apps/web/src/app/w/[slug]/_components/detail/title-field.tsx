'use client'

import { Button } from '@teamboard/ui/button'
import { InlineEdit } from '@teamboard/ui/inline-edit'
import { taskTitleSchema } from '@teamboard/supabase/schemas'
import { PencilIcon } from 'lucide-react'
import type { SaveOutcome } from '../../_lib/detail/detail-types'
import { useDraft } from './use-draft'

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
  const { draft, error, edit, save } = useDraft(null, taskTitleSchema, 'Check the title.', onSave)
  if (draft === null)
    return (
      <div className="flex items-start gap-2">
        <h2
          className="min-w-0 text-xl leading-snug font-semibold wrap-anywhere"
          data-testid="detail-title"
        >
          {title}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label="Edit title"
          onClick={() => edit(title)}
        >
          <PencilIcon aria-hidden="true" />
        </Button>
      </div>
    )
  return (
    <InlineEdit
      label={`Title of ${taskKey}`}
      value={draft}
      onValueChange={edit}
      onSubmit={() => void save(title).then((done) => done && edit(null))}
      onCancel={() => edit(null)}
      error={error}
      autoFocus
      className="gap-1"
      controlClassName="text-base font-semibold"
    />
  )
}
