'use client'

import { errorCatalogue } from '@teamboard/supabase/errors'
import { toast } from '@/lib/toast'
import { useCallback, useState } from 'react'
import type { ActionResult } from '@/lib/actions/result'
import {
  addCommentAction,
  deleteCommentAction,
  editCommentAction,
} from '../../_lib/detail/comment-actions'
import type { DetailComment, SaveOutcome } from '../../_lib/detail/detail-types'

async function outcomeOf<T>(call: () => Promise<ActionResult<T>>) {
  if (!navigator.onLine) return { ok: false as const, message: errorCatalogue.offline }
  try {
    const result = await call()
    return result.ok
      ? { ok: true as const, data: result.data }
      : { ok: false as const, message: result.message }
  } catch {
    return { ok: false as const, message: errorCatalogue.offline }
  }
}

function upsert(list: readonly DetailComment[], row: DetailComment): DetailComment[] {
  const next = list.filter((c) => c.id !== row.id)
  next.push(row)
  return next.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
}

/**
 * The task's comments, newest last, with optimistic add, edit and delete. A comment shows once
 * the server has it (its time and author are the server's); an edit or a delete shows at once
 * and comes back, with the catalogue's words, if refused. Live rows from others merge in.
 */
export function useComments(slug: string, taskId: string, me: string, initial: DetailComment[]) {
  const [comments, setComments] = useState(initial)

  const add = useCallback(
    async (body: string): Promise<SaveOutcome> => {
      const id = crypto.randomUUID()
      const outcome = await outcomeOf(() => addCommentAction({ workspace: slug, taskId, id, body }))
      if (!outcome.ok) return outcome
      setComments((list) => upsert(list, outcome.data))
      return { ok: true }
    },
    [slug, taskId],
  )

  const edit = useCallback(
    async (comment: DetailComment, body: string): Promise<SaveOutcome> => {
      setComments((list) => upsert(list, { ...comment, body, edited_at: new Date().toISOString() }))
      const outcome = await outcomeOf(() =>
        editCommentAction({ workspace: slug, id: comment.id, body }),
      )
      if (outcome.ok) setComments((list) => upsert(list, outcome.data))
      else setComments((list) => upsert(list, comment))
      return outcome.ok ? { ok: true } : outcome
    },
    [slug],
  )

  const remove = useCallback(
    async (comment: DetailComment) => {
      setComments((list) => list.filter((c) => c.id !== comment.id))
      const outcome = await outcomeOf(() =>
        deleteCommentAction({ workspace: slug, id: comment.id }),
      )
      if (!outcome.ok) {
        setComments((list) => upsert(list, comment))
        toast.error(outcome.message)
      }
    },
    [slug],
  )

  const receive = useCallback((row: DetailComment) => setComments((list) => upsert(list, row)), [])
  const forget = useCallback(
    (id: string) => setComments((list) => list.filter((c) => c.id !== id)),
    [],
  )
  const replace = useCallback((rows: DetailComment[]) => setComments(rows), [])

  return { comments, add, edit, remove, receive, forget, replace, me }
}
