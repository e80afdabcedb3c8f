'use client'

import { InlineEdit } from '@teamboard/ui/inline-edit'
import { commentBodySchema, limits } from '@teamboard/supabase/schemas'
import type { DetailMember, SaveOutcome } from '../../_lib/detail/detail-types'
import { MentionList } from './mention-list'
import { useDraft } from './use-draft'
import { useMentionPicker } from './use-mention-picker'

/**
 * A comment being written or edited: Cmd/Ctrl+Enter sends, Escape cancels an edit. The text
 * stays until the server has it; a refusal leaves it in place with the reason. `@` mentions a
 * member (use-mention-picker.ts).
 */
export function CommentEditor({
  initial = '',
  members,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: string
  members: readonly DetailMember[]
  label: string
  submitLabel: string
  onSubmit: (body: string) => Promise<SaveOutcome>
  onCancel?: () => void
}) {
  const { draft, error, saving, edit, save } = useDraft(
    initial,
    commentBodySchema,
    'Check the comment.',
    onSubmit,
  )
  const picker = useMentionPicker(members, draft ?? '', edit)
  const length = [...(draft ?? '')].length
  return (
    <InlineEdit
      label={label}
      multiline
      value={draft ?? ''}
      onValueChange={edit}
      // A new comment's box empties once sent; an edit is closed by its comment.
      onSubmit={() => void save().then((done) => done && !onCancel && edit(''))}
      onCancel={onCancel}
      error={error}
      submitLabel={submitLabel}
      saving={saving}
      hint={
        length > limits.commentMax * 0.9
          ? `${length.toLocaleString('en-US')} / ${limits.commentMax.toLocaleString('en-US')}`
          : null
      }
      autoFocus={Boolean(onCancel)}
      rows={3}
      controlProps={picker.controlProps}
      afterControl={<MentionList picker={picker} />}
      placeholder="Write a comment… Markdown works, @ mentions. Cmd/Ctrl+Enter sends."
    />
  )
}
