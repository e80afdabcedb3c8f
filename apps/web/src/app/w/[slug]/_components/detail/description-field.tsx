'use client'

import { Button } from '@teamboard/ui/button'
import { InlineEdit } from '@teamboard/ui/inline-edit'
import { taskDescriptionSchema } from '@teamboard/supabase/schemas'
import { MarkdownText } from '@/components/markdown'
import type { DetailMember, SaveOutcome } from '../../_lib/detail/detail-types'
import { DetailSection } from './detail-section'
import { MentionList } from './mention-list'
import { useDraft } from './use-draft'
import { useMentionPicker } from './use-mention-picker'

/**
 * The description, rendered as safe Markdown, or a textarea while editing (Cmd/Ctrl+Enter
 * saves, Escape cancels). A refused save keeps the draft and says why. `@` mentions a member.
 */
export function DescriptionField({
  description,
  members,
  onSave,
}: {
  description: string
  members: readonly DetailMember[]
  onSave: (description: string) => Promise<SaveOutcome>
}) {
  const { draft, error, saving, edit, save } = useDraft(
    null,
    taskDescriptionSchema,
    'Check the text.',
    onSave,
  )
  const picker = useMentionPicker(members, draft ?? '', edit)
  return (
    <DetailSection
      title="Description"
      action={
        draft === null ? (
          <Button variant="ghost" size="sm" onClick={() => edit(description)}>
            Edit description
          </Button>
        ) : null
      }
    >
      {draft === null ? (
        <div data-testid="detail-description">
          {description ? (
            <MarkdownText>{description}</MarkdownText>
          ) : (
            <p className="text-sm text-muted-foreground">No description.</p>
          )}
        </div>
      ) : (
        <InlineEdit
          label="Description"
          multiline
          value={draft}
          onValueChange={edit}
          onSubmit={() => void save(description).then((done) => done && edit(null))}
          onCancel={() => edit(null)}
          error={error}
          submitLabel="Save description"
          saving={saving}
          autoFocus
          rows={8}
          placeholder="Markdown works here; @ mentions a member."
          controlProps={picker.controlProps}
          afterControl={<MentionList picker={picker} />}
        />
      )}
    </DetailSection>
  )
}
