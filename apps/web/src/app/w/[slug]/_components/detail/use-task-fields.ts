'use client'

import { useCallback, useMemo, useState } from 'react'
import { callAction } from '@/lib/call-server'
import { moveTaskToColumnAction, updateTaskAction } from '../../_lib/board/task-actions'
import type { DetailPatch, DetailTask } from '../../_lib/detail/detail-types'
import { useChangeQueue } from '../use-change-queue'

/** An edit of the open task: fields, or the status select's move to another column. */
type FieldChange = { patch: DetailPatch } | { columnId: string }

function send(workspace: string, id: string, change: FieldChange) {
  if ('columnId' in change)
    return callAction('task.move_to_column', () =>
      moveTaskToColumnAction({ workspace, id, columnId: change.columnId }),
    )
  const { patch } = change
  return callAction('task.update', () =>
    updateTaskAction({
      workspace,
      id,
      patch: {
        title: patch.title,
        description: patch.description,
        status: patch.status,
        priority: patch.priority,
        assigneeId: patch.assignee_id,
        dueDate: patch.due_date,
      },
    }),
  )
}

function newer(current: DetailTask, row: DetailTask): DetailTask {
  return row.updated_at >= current.updated_at ? row : current
}

/**
 * The open task with optimistic edits: what the server last said, with this tab's unanswered
 * edits on top. Edits go out through the page's change queue (`../../_lib/change-queue.ts`): in
 * order, kept while offline and retried. A refusal drops the edit (that is the rollback) with the
 * catalogue's words in a toast. A save's outcome tells a text field to keep its draft on a
 * refusal; a save that waits for the network counts as done (the toast says it will be retried).
 */
export function useTaskFields(slug: string, initial: DetailTask) {
  const [task, setTask] = useState(initial)
  const [pending, setPending] = useState<readonly { id: string; change: FieldChange }[]>([])
  const done = (id: string) => setPending((list) => list.filter((entry) => entry.id !== id))

  const { push } = useChangeQueue<FieldChange, DetailTask>({
    send: (change) => send(slug, task.id, change),
    onSettled(id, row) {
      setTask((current) => newer(current, row))
      done(id)
    },
    onRefused: done,
  })

  const propose = useCallback(
    (change: FieldChange) => {
      const id = crypto.randomUUID()
      setPending((list) => [...list, { id, change }])
      return push(change, id)
    },
    [push],
  )

  const save = useCallback((patch: DetailPatch) => propose({ patch }), [propose])
  /** The status select: to the end of another column, shown there at once. */
  const moveToColumn = useCallback((columnId: string) => void propose({ columnId }), [propose])

  /** A live row from someone else (or the echo of our own save). */
  const receive = useCallback((row: DetailTask) => setTask((current) => newer(current, row)), [])

  const shown = useMemo(
    () =>
      pending.reduce<DetailTask>(
        (current, { change }) =>
          'columnId' in change
            ? { ...current, column_id: change.columnId }
            : { ...current, ...change.patch },
        task,
      ),
    [task, pending],
  )
  return { task: shown, save, moveToColumn, receive }
}
