'use client'

import { buildTimeline } from '@teamboard/supabase/queries'
import { useMemo } from 'react'
import { useLocale } from '@/hooks/use-locale'
import { formatDueDate, localToday } from '../../_lib/board/task-key'
import { activityText } from '../../_lib/detail/activity-text'
import type {
  DetailActivity,
  DetailComment,
  DetailMember,
  SaveOutcome,
} from '../../_lib/detail/detail-types'
import { CommentItem } from './comment-item'
import { DetailSection } from './detail-section'
import { PersonAvatar } from './person-avatar'
import { RelativeTime } from './relative-time'
import { useNow } from './use-now'

/**
 * Comments and history in one list, newest last: "Ada moved this from Todo to In progress ·
 * 2 min ago". Names come from the task's people, so someone who left is still named; a deleted
 * account shows as "Deleted user".
 */
export function Timeline({
  comments,
  activity,
  people,
  members,
  me,
  isAdmin,
  onEdit,
  onDelete,
}: {
  comments: readonly DetailComment[]
  activity: readonly DetailActivity[]
  people: ReadonlyMap<string, DetailMember>
  /** Who a comment being edited can mention. */
  members: readonly DetailMember[]
  me: string
  isAdmin: boolean
  onEdit: (comment: DetailComment, body: string) => Promise<SaveOutcome>
  onDelete: (comment: DetailComment) => void
}) {
  const now = useNow()
  const entries = useMemo(() => buildTimeline(comments, activity), [comments, activity])
  const nameOf = (id: string) => people.get(id)?.displayName ?? 'a deleted user'
  const locale = useLocale()
  const dateOf = (date: string) => formatDueDate(date, localToday(new Date(now)), locale)
  return (
    <DetailSection title="Activity" className="gap-3">
      <ol className="grid gap-3" data-testid="timeline">
        {entries.map((entry) => {
          if (entry.type === 'comment') {
            const { comment } = entry
            const mine = comment.author_id === me
            return (
              <CommentItem
                key={entry.id}
                comment={comment}
                author={comment.author_id ? people.get(comment.author_id) : undefined}
                members={members}
                now={now}
                canEdit={mine}
                canDelete={mine || isAdmin}
                onEdit={(body) => onEdit(comment, body)}
                onDelete={() => onDelete(comment)}
              />
            )
          }
          const { activity: row } = entry
          const actor = row.actor_id ? people.get(row.actor_id) : undefined
          const name = actor?.displayName ?? 'Deleted user'
          return (
            <li key={entry.id} className="flex items-center gap-2 text-sm" data-testid="activity">
              <PersonAvatar name={actor ? name : null} src={actor?.avatarUrl ?? null} />
              <p className="min-w-0 text-muted-foreground wrap-anywhere">
                <span className="font-medium text-foreground">{name}</span>{' '}
                {activityText(row, nameOf, dateOf)} ·{' '}
                <RelativeTime iso={row.created_at} now={now} />
              </p>
            </li>
          )
        })}
      </ol>
    </DetailSection>
  )
}
