'use client'

import { useCallback, useRef, useState } from 'react'
import { callAction } from '@/lib/call-server'
import {
  addCommentAction,
  deleteCommentAction,
  editCommentAction,
} from '../../_lib/detail/comment-actions'
import type { DetailComment, SaveOutcome } from '../../_lib/detail/detail-types'
import { useChangeQueue } from '../use-change-queue'

type CommentChange =
  | { kind: 'add'; comment: DetailComment }
  | { kind: 'edit'; comment: DetailComment; body: string }
  | { kind: 'delete'; comment: DetailComment }

function send(workspace: string, change: CommentChange) {
  const { id, task_id: taskId } = change.comment
  switch (change.kind) {
    case 'add':
      return callAction('comment.add', () =>
        addCommentAction({ workspace, taskId, id, body: change.comment.body }),
      )
    case 'edit':
      return callAction('comment.edit', () =>
        editCommentAction({ workspace, id, body: change.body }),
      )
    case 'delete':
      return callAction('comment.delete', () => deleteCommentAction({ workspace, id }))
  }
}

function upsert(list: readonly DetailComment[], row: DetailComment): DetailComment[] {
  const next = list.filter((c) => c.id !== row.id)
  next.push(row)
  return next.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
}

/**
 * The task's comments, newest last, with optimistic add, edit and delete: each shows at once and
 * goes out through the page's change queue (`../../_lib/change-queue.ts`), kept while offline and
 * retried; the server's row (its time) replaces it, and a refusal puts back what was there, with
 * the catalogue's words. Live rows from others merge in.
 */
export function useComments(slug: string, taskId: string, me: string, initial: DetailComment[]) {
  const [comments, setComments] = useState(initial)
  const changes = useRef(new Map<string, CommentChange>())

  const { push } = useChangeQueue<CommentChange, unknown>({
    send: (change) => send(slug, change),
    onSettled(id, row) {
      const change = changes.current.get(id)
      changes.current.delete(id)
      if (change?.kind !== 'delete' && row)
        setComments((list) => upsert(list, row as DetailComment))
    },
    // The editor that asked shows a refused add or edit by itself.
    toastRefusal: (id) => changes.current.get(id)?.kind === 'delete',
    onRefused(id) {
      const change = changes.current.get(id)
      changes.current.delete(id)
      if (!change) return
      const { comment } = change
      if (change.kind === 'add') setComments((list) => list.filter((c) => c.id !== comment.id))
      else setComments((list) => upsert(list, comment))
    },
  })

  const propose = useCallback(
    (change: CommentChange): Promise<SaveOutcome> => {
      const id = crypto.randomUUID()
      changes.current.set(id, change)
      return push(change, id)
    },
    [push],
  )

  const add = useCallback(
    (body: string) => {
      const now = new Date().toISOString()
      const comment: DetailComment = {
        id: crypto.randomUUID(),
        task_id: taskId,
        workspace_id: '',
        author_id: me,
        body,
        created_at: now,
        edited_at: null,
        imported_author: null,
      }
      setComments((list) => upsert(list, comment))
      return propose({ kind: 'add', comment })
    },
    [taskId, me, propose],
  )

  const edit = useCallback(
    (comment: DetailComment, body: string) => {
      setComments((list) => upsert(list, { ...comment, body, edited_at: new Date().toISOString() }))
      return propose({ kind: 'edit', comment, body })
    },
    [propose],
  )

  const remove = useCallback(
    async (comment: DetailComment) => {
      setComments((list) => list.filter((c) => c.id !== comment.id))
      await propose({ kind: 'delete', comment })
    },
    [propose],
  )

  const receive = useCallback((row: DetailComment) => setComments((list) => upsert(list, row)), [])
  const forget = useCallback(
    (id: string) => setComments((list) => list.filter((c) => c.id !== id)),
    [],
  )
  const replace = useCallback((rows: DetailComment[]) => setComments(rows), [])

  return { comments, add, edit, remove, receive, forget, replace, me }
}
