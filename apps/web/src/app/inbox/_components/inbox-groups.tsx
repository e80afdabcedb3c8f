import type { InboxNotification } from '@teamboard/supabase/queries'
import { taskKey } from '@/app/w/[slug]/_lib/board/task-key'
import { notificationSentence } from '@/lib/notifications'
import { MarkForm } from './mark-form'

interface Group {
  key: string
  title: string
  items: InboxNotification[]
}

/** Newest first, one group per task (a workspace's own news, like an accepted invitation, apart). */
function groupByTask(notifications: InboxNotification[]): Group[] {
  const groups = new Map<string, Group>()
  for (const n of notifications) {
    const key = n.task_id ?? `workspace:${n.workspace_id}`
    const data = n.data as { number?: number; title?: string }
    const slug = n.workspace?.slug ?? ''
    const title =
      n.task_id && typeof data.number === 'number'
        ? `${taskKey(slug, data.number)} ${data.title ?? ''}`
        : (n.workspace?.name ?? 'Workspace')
    const group = groups.get(key) ?? { key, title, items: [] }
    group.items.push(n)
    groups.set(key, group)
  }
  return [...groups.values()]
}

const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

export function InboxGroups({ notifications }: { notifications: InboxNotification[] }) {
  return (
    <div className="grid gap-6">
      {groupByTask(notifications).map((group) => (
        <section
          key={group.key}
          aria-label={group.title}
          className="rounded-xl border border-border"
        >
          <h2 className="border-b border-border px-4 py-2 text-sm font-medium">{group.title}</h2>
          <ul className="divide-y divide-border">
            {group.items.map((n) => {
              const sentence = notificationSentence(n, n.actor?.display_name ?? 'Someone')
              const unread = n.read_at === null
              return (
                <li
                  key={n.id}
                  data-testid="inbox-item"
                  className="flex items-center justify-between gap-3 px-4 py-2"
                >
                  <a
                    href={`/inbox/open/${n.id}`}
                    className="grid gap-0.5 rounded-md text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span className={unread ? 'font-semibold' : 'text-muted-foreground'}>
                      {unread ? <span className="sr-only">Unread: </span> : null}
                      {sentence}
                    </span>
                    <time dateTime={n.created_at} className="text-xs text-muted-foreground">
                      {timeFormat.format(new Date(n.created_at))}
                    </time>
                  </a>
                  <MarkForm id={n.id} read={unread} label={unread ? 'Mark read' : 'Mark unread'} />
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
