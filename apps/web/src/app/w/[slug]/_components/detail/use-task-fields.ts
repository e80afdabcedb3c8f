'use client'

import { errorCatalogue } from '@teamboard/supabase/errors'
import { toast } from '@/lib/toast'
import { useCallback, useOptimistic, useState, useTransition } from 'react'
import { moveTaskToColumnAction, updateTaskAction } from '../../_lib/board/task-actions'
import type { DetailPatch, DetailTask, SaveOutcome } from '../../_lib/detail/detail-types'

/**
 * The open task with optimistic edits. A save shows at once; the server's answer (or a live
 * change by someone else) replaces it, and a refusal rolls it back with the catalogue's words
 * in a toast. The caller learns the outcome, so a text field keeps its draft on a refusal.
 */
export function useTaskFields(slug: string, initial: DetailTask) {
  const [task, setTask] = useState(initial)
  const [shown, apply] = useOptimistic(task, (current, patch: Partial<DetailTask>) => ({
    ...current,
    ...patch,
  }))
  const [, startTransition] = useTransition()

  const save = useCallback(
    (patch: DetailPatch) =>
      new Promise<SaveOutcome>((resolve) => {
        startTransition(async () => {
          apply(patch)
          const outcome = await send(slug, task.id, patch)
          if (outcome.ok) startTransition(() => setTask(outcome.task))
          else toast.error(outcome.message)
          resolve(outcome.ok ? { ok: true } : outcome)
        })
      }),
    [slug, task.id, apply],
  )

  /** The status select: to the end of another column, shown there at once. */
  const moveToColumn = useCallback(
    (columnId: string) => {
      startTransition(async () => {
        apply({ column_id: columnId })
        const result = await moveTaskToColumnAction({
          workspace: slug,
          id: task.id,
          columnId,
        }).catch(() => null)
        if (result?.ok) startTransition(() => setTask(result.data))
        else toast.error(result?.message ?? errorCatalogue.offline)
      })
    },
    [slug, task.id, apply],
  )

  /** A live row from someone else (or the echo of our own save). */
  const receive = useCallback((row: DetailTask) => {
    setTask((current) => (row.updated_at >= current.updated_at ? row : current))
  }, [])

  return { task: shown, save, moveToColumn, receive }
}

async function send(
  workspace: string,
  id: string,
  patch: DetailPatch,
): Promise<{ ok: true; task: DetailTask } | { ok: false; message: string }> {
  if (!navigator.onLine) return { ok: false, message: errorCatalogue.offline }
  try {
    const result = await updateTaskAction({
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
    })
    return result.ok ? { ok: true, task: result.data } : { ok: false, message: result.message }
  } catch {
    return { ok: false, message: errorCatalogue.offline }
  }
}
