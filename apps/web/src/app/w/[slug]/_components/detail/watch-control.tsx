'use client'

import { Button } from '@teamboard/ui/button'
import { EyeIcon, EyeOffIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { callAction } from '@/lib/call-server'
import { runAction } from '@/lib/run-action'
import type { DetailMember } from '../../_lib/detail/detail-types'
import { listWatchersAction, setWatchingAction } from '../../_lib/detail/watch-actions'
import { DetailSection } from './detail-section'
import { PersonAvatar } from './person-avatar'

/**
 * Watch / Unwatch and who watches (docs/notifications.md, "Watching"). The list is the server's
 * answer to the toggle, and is read again when `version` changes (a comment, a mention or a new
 * assignee makes people watch on the server).
 */
export function WatchControl({
  slug,
  taskId,
  me,
  members,
  initial,
  version,
}: {
  slug: string
  taskId: string
  me: string
  members: readonly DetailMember[]
  initial: string[]
  version: string
}) {
  const [watchers, setWatchers] = useState(initial)
  const [saving, setSaving] = useState(false)
  const seen = useRef(version)
  const watching = watchers.includes(me)

  useEffect(() => {
    if (seen.current === version) return
    seen.current = version
    let current = true
    // A list that cannot be read stays as it was (an unexpected failure is reported).
    void callAction('task.watchers', () => listWatchersAction({ workspace: slug, taskId })).then(
      (outcome) => {
        if (current && outcome.status === 'ok') setWatchers(outcome.answer)
      },
    )
    return () => {
      current = false
    }
  }, [slug, taskId, version])

  async function toggle() {
    setSaving(true)
    const saved = await runAction(
      () => setWatchingAction({ workspace: slug, taskId, watching: !watching }),
      'task.watch',
    )
    if (saved) setWatchers(saved.data)
    setSaving(false)
  }

  const named = watchers.flatMap((id) => members.filter((member) => member.userId === id))
  return (
    <DetailSection
      title={`Watchers (${named.length})`}
      action={
        <Button variant="ghost" size="sm" loading={saving} onClick={() => void toggle()}>
          {watching ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
          {watching ? 'Unwatch' : 'Watch'}
        </Button>
      }
    >
      {named.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody watches this task.</p>
      ) : (
        <ul className="grid gap-1" data-testid="watchers">
          {named.map((member) => (
            <li key={member.userId} className="flex items-center gap-2 text-sm">
              <PersonAvatar name={member.displayName} src={member.avatarUrl} />
              <span className="truncate">
                {member.userId === me ? `${member.displayName} (you)` : member.displayName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  )
}
