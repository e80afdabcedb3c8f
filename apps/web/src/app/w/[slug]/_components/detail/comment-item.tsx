'use client'

import { Button } from '@teamboard/ui/button'
import { useState } from 'react'
import { MarkdownText } from '@/components/markdown'
import type { DetailComment, DetailMember, SaveOutcome } from '../../_lib/detail/detail-types'
import { CommentEditor } from './comment-editor'
import { PersonAvatar } from './person-avatar'
import { RelativeTime } from './relative-time'

/**
 * One comment: who, when, whether edited, the Markdown body, and what the viewer may do. A
 * comment an import wrote for someone who is not a member is the importer's, with the original
 * author's name beside it (`comments.imported_author`, docs/screens.md).
 */
export function CommentItem({
  comment,
  author,
  members,
  now,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: {
  comment: DetailComment
  author: DetailMember | undefined
  members: readonly DetailMember[]
  now: number
  canEdit: boolean
  canDelete: boolean
  onEdit: (body: string) => Promise<SaveOutcome>
  onDelete: () => void
}) {
  const [editing, setEditing] = useState(false)
  const name = author?.displayName ?? (comment.author_id ? 'A former member' : 'Deleted user')
  const original = comment.imported_author
  return (
    <li
      className="flex gap-2"
      data-testid="comment"
      aria-label={original ? `Comment by ${name}, originally by ${original}` : `Comment by ${name}`}
      data-comment-id={comment.id}
    >
      <PersonAvatar name={author ? name : null} src={author?.avatarUrl ?? null} />
      <div className="grid min-w-0 flex-1 gap-1 rounded-lg border bg-card p-3">
        <div className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{name}</span>
          {original ? (
            <span>
              originally by <span className="font-medium text-foreground">{original}</span>
            </span>
          ) : null}
          <RelativeTime iso={comment.created_at} now={now} />
          {comment.edited_at ? <span>(edited)</span> : null}
          <span className="ml-auto" />
          {canEdit && !editing ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-6 px-2 max-sm:min-w-11"
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          ) : null}
          {canDelete && !editing ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-6 px-2 max-sm:min-w-11"
              onClick={onDelete}
            >
              Delete
            </Button>
          ) : null}
        </div>
        {editing ? (
          <CommentEditor
            initial={comment.body}
            members={members}
            label="Edit comment"
            submitLabel="Save comment"
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              const outcome = await onEdit(body)
              if (outcome.ok) setEditing(false)
              return outcome
            }}
          />
        ) : (
          <MarkdownText>{comment.body}</MarkdownText>
        )}
      </div>
    </li>
  )
}
