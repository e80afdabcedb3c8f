'use client'

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
 * channel (postgres_changes filtered by the task, RLS-checked by the server). After a dropped
 * connection the detail reloads once to catch up on what it missed.
 */
export function useTaskLive(sinks: Sinks): { deleted: boolean } {
  const [deleted, setDeleted] = useState(false)
  const { workspaceId, taskId } = sinks

  const onEvent = useEffectEvent((apply: (s: Sinks) => void) => apply(sinks))
  const catchUp = useEffectEvent(async () => {
    const { slug } = sinks
    const result = await reloadTaskDetailAction({ workspace: slug, number: sinks.number }).catch(
      () => null,
    )
    if (!result?.ok) return
    sinks.fields.receive(result.data.task)
    sinks.comments.replace(result.data.comments)
    for (const row of result.data.attachments) sinks.files.receive(row)
    sinks.setActivity(result.data.activity)
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
        onReconnect: () => void catchUp(),
      },
    )
  }, [workspaceId, taskId])

  return { deleted }
}
