'use client'

import { callAction } from '@/lib/call-server'
import { createCatchUp } from '@/lib/catch-up'
import { subscribeToTaskDetail } from '@teamboard/supabase/realtime'
import { type Dispatch, type SetStateAction, useEffect, useEffectEvent, useState } from 'react'
import { createBrowserRealtimeClient } from '@teamboard/supabase/client/realtime'
import type {
  DetailActivity,
  DetailAttachment,
  DetailComment,
  DetailTask,
} from '../../_lib/detail/detail-types'
import { reloadTaskDetailAction } from '../../_lib/detail/detail-actions'

interface Sinks {
  slug: string
  workspaceId: string
  taskId: string
  number: number
  fields: { receive: (task: DetailTask) => void }
  comments: {
    receive: (row: DetailComment) => void
    forget: (id: string) => void
    replace: (rows: DetailComment[]) => void
  }
  files: { receive: (row: DetailAttachment) => void; forget: (id: string) => void }
  setActivity: Dispatch<SetStateAction<DetailActivity[]>>
}

function addActivity(row: DetailActivity) {
  return (list: DetailActivity[]) => (list.some((a) => a.id === row.id) ? list : [...list, row])
}

/**
 * Everyone's changes to the open task — fields, comments, attachments, activity — over one
 * channel (postgres_changes filtered by the task, RLS-checked by the server). Whenever the
 * channel joins — the first time, since the server rendered the detail earlier, and after a
 * dropped connection — the detail reloads once to catch up on what it missed, then applies again
 * the changes that came live meanwhile (lib/catch-up.ts).
 */
export function useTaskLive(sinks: Sinks): { deleted: boolean } {
  const [deleted, setDeleted] = useState(false)
  const { workspaceId, taskId } = sinks

  const [missed] = useState(createCatchUp<(s: Sinks) => void>)
  const onEvent = useEffectEvent((apply: (s: Sinks) => void) => {
    apply(sinks)
    missed.saw(apply)
  })
  const catchUp = useEffectEvent(async () => {
    const { slug } = sinks
    const again = await missed.around(async () => {
      const outcome = await callAction(
        'task.catch_up',
        () => reloadTaskDetailAction({ workspace: slug, number: sinks.number }),
        { background: true },
      )
      if (outcome.status !== 'ok') return
      const detail = outcome.answer
      sinks.fields.receive(detail.task)
      sinks.comments.replace(detail.comments)
      for (const row of detail.attachments) sinks.files.receive(row)
      sinks.setActivity(detail.activity)
    })
    for (const apply of again) apply(sinks)
  })

  useEffect(() => {
    const supabase = createBrowserRealtimeClient()
    return subscribeToTaskDetail(
      supabase,
      { workspaceId, taskId },
      {
        onTask: (change) =>
          change.type === 'DELETE'
            ? setDeleted(true)
            : onEvent((s) => s.fields.receive(change.row)),
        onComment: (change) =>
          onEvent((s) =>
            change.type === 'DELETE'
              ? s.comments.forget(change.id)
              : s.comments.receive(change.row),
          ),
        onAttachment: (change) =>
          onEvent((s) =>
            change.type === 'DELETE' ? s.files.forget(change.id) : s.files.receive(change.row),
          ),
        onActivity: (row) => onEvent((s) => s.setActivity(addActivity(row))),
        onJoin: () => void catchUp(),
      },
    )
  }, [workspaceId, taskId])

  return { deleted }
}
