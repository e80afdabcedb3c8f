'use client'

import { activityText } from '../../_lib/detail/activity-text'
import type { DetailActivity, DetailMember } from '../../_lib/detail/detail-types'
import { PersonAvatar } from './person-avatar'
import { RelativeTime } from './relative-time'
import { useNow } from './use-now'

/** The task's history, oldest first: "Ada moved this from Todo to In progress · 2 min ago". */
export function Timeline({
  activity,
  members,
}: {
  activity: readonly DetailActivity[]
  members: ReadonlyMap<string, DetailMember>
}) {
  const now = useNow()
  const nameOf = (id: string) => members.get(id)?.displayName ?? 'a former member'
  return (
    <section aria-labelledby="activity-heading" className="grid gap-3">
      <h3 id="activity-heading" className="text-sm font-medium text-muted-foreground">
        Activity
      </h3>
      <ol className="grid gap-3" data-testid="timeline">
        {activity.map((entry) => {
          const actor = entry.actor_id ? members.get(entry.actor_id) : undefined
          const name = actor?.displayName ?? (entry.actor_id ? 'A former member' : 'Deleted user')
          return (
            <li key={entry.id} className="flex items-center gap-2 text-sm" data-testid="activity">
              <PersonAvatar name={actor ? name : null} src={actor?.avatarUrl ?? null} />
              <p className="text-muted-foreground">
                <span className="font-medium text-foreground">{name}</span>{' '}
                {activityText(entry, nameOf)} · <RelativeTime iso={entry.created_at} now={now} />
              </p>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
