'use client'

import { errorCatalogue } from '@teamboard/supabase/errors'
import { attachmentFileSchema, limits } from '@teamboard/supabase/schemas'
import { toast } from '@/lib/toast'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { callAction, callSupabase, failureText } from '@/lib/call-server'
import { attachmentUrlsAction, deleteAttachmentAction } from '../../_lib/detail/attachment-actions'
import { isImage } from '../../_lib/detail/attachment-kind'
import type { DetailAttachment } from '../../_lib/detail/detail-types'
import { saveFile } from '../../_lib/detail/save-file'
import { sendUpload } from '../../_lib/detail/send-upload'
import { useChangeQueue } from '../use-change-queue'

export interface Upload {
  key: string
  fileName: string
  /** 0–1, as the browser reports the bytes sent. */
  progress: number
}

type FileChange =
  { kind: 'upload'; key: string; file: File } | { kind: 'delete'; attachment: DetailAttachment }

function sortByTime(list: DetailAttachment[]): DetailAttachment[] {
  return list.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
}

/**
 * The task's files and the uploads in flight. Each file is checked (size, count, name) before a
 * byte is sent; then it goes straight from the browser to a signed upload URL with a progress
 * bar, and is registered once stored (the database checks size and count again). Uploads and
 * deletes go through the page's change queue (`../../_lib/change-queue.ts`): an upload cut off
 * by the network starts again on reconnect.
 */
export function useAttachments(
  slug: string,
  taskId: string,
  initial: DetailAttachment[],
  initialThumbnails: Record<string, string>,
) {
  const [attachments, setAttachments] = useState(initial)
  const [thumbnails, setThumbnails] = useState(initialThumbnails)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [notice, setNotice] = useState<string | null>(null)
  const changes = useRef(new Map<string, FileChange>())
  const count = useRef(initial.length)
  useLayoutEffect(() => {
    count.current = attachments.length
  }, [attachments.length])

  const showThumbnails = useCallback(
    async (rows: DetailAttachment[]) => {
      const paths = rows.filter(isImage).map((row) => row.object_path)
      if (paths.length === 0) return
      const outcome = await callAction('attachment.urls', () =>
        attachmentUrlsAction({ workspace: slug, paths }),
      )
      if (outcome.status === 'ok') setThumbnails((current) => ({ ...current, ...outcome.answer }))
    },
    [slug],
  )

  const receive = useCallback(
    (row: DetailAttachment) => {
      setAttachments((list) => sortByTime([...list.filter((a) => a.id !== row.id), row]))
      void showThumbnails([row])
    },
    [showThumbnails],
  )
  const forget = useCallback(
    (id: string) => setAttachments((list) => list.filter((a) => a.id !== id)),
    [],
  )

  function settle(key: string): FileChange | undefined {
    const change = changes.current.get(key)
    changes.current.delete(key)
    setUploads((list) => list.filter((u) => u.key !== key))
    return change
  }

  const { push } = useChangeQueue<FileChange, DetailAttachment | null>({
    send(change) {
      if (change.kind === 'delete')
        return callAction('attachment.delete', () =>
          deleteAttachmentAction({ workspace: slug, id: change.attachment.id }),
        ).then((outcome) => (outcome.status === 'ok' ? { status: 'ok', answer: null } : outcome))
      const { key, file } = change
      return sendUpload(slug, taskId, file, (fraction) =>
        setUploads((list) => list.map((u) => (u.key === key ? { ...u, progress: fraction } : u))),
      )
    },
    onSettled(key, row) {
      settle(key)
      if (row) receive(row)
    },
    onRefused(key, message) {
      const change = settle(key)
      if (change?.kind === 'upload') setNotice(`${change.file.name}: ${message}`)
      else if (change) setAttachments((list) => sortByTime([...list, change.attachment]))
    },
  })

  const addFiles = useCallback(
    (files: readonly File[]) => {
      setNotice(null)
      for (const file of files) {
        const checked = attachmentFileSchema.safeParse({
          fileName: file.name,
          size: file.size,
          mimeType: file.type,
        })
        if (!checked.success) {
          const message = checked.error.issues[0]?.message ?? errorCatalogue.invalid_input
          setNotice(`${file.name}: ${message}`)
          toast.error(message)
          continue
        }
        const uploading = [...changes.current.values()].filter((c) => c.kind === 'upload').length
        if (count.current + uploading >= limits.attachmentsPerTask) {
          const message = `A task can have at most ${limits.attachmentsPerTask} attachments.`
          setNotice(message)
          toast.error(message)
          break
        }
        const key = crypto.randomUUID()
        const change: FileChange = { kind: 'upload', key, file }
        changes.current.set(key, change)
        setUploads((list) => [...list, { key, fileName: file.name, progress: 0 }])
        void push(change, key)
      }
    },
    [push],
  )

  const remove = useCallback(
    (attachment: DetailAttachment) => {
      setAttachments((list) => list.filter((a) => a.id !== attachment.id))
      const change: FileChange = { kind: 'delete', attachment }
      const key = crypto.randomUUID()
      changes.current.set(key, change)
      return push(change, key).then(() => undefined)
    },
    [push],
  )

  const download = useCallback(
    async (attachment: DetailAttachment) => {
      const path = attachment.object_path
      const outcome = await callAction('attachment.urls', () =>
        attachmentUrlsAction({ workspace: slug, paths: [path] }),
      )
      if (outcome.status !== 'ok') return void toast.error(failureText(outcome))
      const url = outcome.answer[path]
      // Signed only for a file still there: another member may have just deleted it.
      if (!url) return void toast.error(errorCatalogue.not_found)
      // The bytes come straight from Storage (save-file.ts); a failure is reported, not shown raw.
      const saved = await callSupabase('attachment.download', async () => {
        await saveFile(url, attachment.file_name)
        return { error: null }
      })
      if (saved.status !== 'ok') toast.error(failureText(saved))
    },
    [slug],
  )

  return { attachments, thumbnails, uploads, notice, addFiles, remove, download, receive, forget }
}
