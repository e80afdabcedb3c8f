'use client'

import { errorCatalogue } from '@teamboard/supabase/errors'
import { attachmentFileSchema, limits } from '@teamboard/supabase/schemas'
import { toast } from '@/lib/toast'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import {
  attachmentUrlsAction,
  deleteAttachmentAction,
  registerAttachmentAction,
  startAttachmentUploadAction,
} from '../../_lib/detail/attachment-actions'
import { isImage } from '../../_lib/detail/attachment-kind'
import type { DetailAttachment } from '../../_lib/detail/detail-types'
import { saveFile } from '../../_lib/detail/save-file'
import { UploadError, uploadFile } from '../../_lib/detail/upload-file'

export interface Upload {
  key: string
  fileName: string
  /** 0–1, as the browser reports the bytes sent. */
  progress: number
}

function sortByTime(list: DetailAttachment[]): DetailAttachment[] {
  return list.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
}

/**
 * The task's files and the uploads in flight. Each file is checked (size, count, name) before a
 * byte is sent; then it goes straight from the browser to a signed upload URL with a progress
 * bar, and is registered once stored (the database checks size and count again).
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
  const inFlight = useRef(0)
  const count = useRef(initial.length)
  useLayoutEffect(() => {
    count.current = attachments.length
  }, [attachments.length])

  const showThumbnails = useCallback(
    async (rows: DetailAttachment[]) => {
      const paths = rows.filter(isImage).map((row) => row.object_path)
      if (paths.length === 0) return
      const result = await attachmentUrlsAction({ workspace: slug, paths }).catch(() => null)
      if (result?.ok) setThumbnails((current) => ({ ...current, ...result.data }))
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

  const send = useCallback(
    async (file: File, key: string) => {
      const progress = (fraction: number) =>
        setUploads((list) => list.map((u) => (u.key === key ? { ...u, progress: fraction } : u)))
      const meta = {
        workspace: slug,
        taskId,
        fileName: file.name,
        size: file.size,
        mimeType: file.type,
      }
      try {
        const started = await startAttachmentUploadAction(meta)
        if (!started.ok) throw new Error(started.message)
        await uploadFile(started.data.signedUrl, file, started.data.contentType, progress).done
        const registered = await registerAttachmentAction({
          ...meta,
          objectPath: started.data.objectPath,
        })
        if (!registered.ok) throw new Error(registered.message)
        receive(registered.data)
      } catch (error) {
        const message =
          error instanceof UploadError
            ? error.reason === 'too_large'
              ? errorCatalogue.file_too_large
              : error.reason === 'offline'
                ? errorCatalogue.offline
                : errorCatalogue.unexpected
            : error instanceof Error
              ? error.message
              : errorCatalogue.unexpected
        setNotice(`${file.name}: ${message}`)
        toast.error(message)
      } finally {
        inFlight.current -= 1
        setUploads((list) => list.filter((u) => u.key !== key))
      }
    },
    [slug, taskId, receive],
  )

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
        if (count.current + inFlight.current >= limits.attachmentsPerTask) {
          const message = `A task can have at most ${limits.attachmentsPerTask} attachments.`
          setNotice(message)
          toast.error(message)
          break
        }
        inFlight.current += 1
        const key = crypto.randomUUID()
        setUploads((list) => [...list, { key, fileName: file.name, progress: 0 }])
        void send(file, key)
      }
    },
    [send],
  )

  const remove = useCallback(
    async (attachment: DetailAttachment) => {
      setAttachments((list) => list.filter((a) => a.id !== attachment.id))
      const result = await deleteAttachmentAction({ workspace: slug, id: attachment.id }).catch(
        () => null,
      )
      if (result?.ok) return
      setAttachments((list) => sortByTime([...list, attachment]))
      toast.error(result?.message ?? errorCatalogue.offline)
    },
    [slug],
  )

  const download = useCallback(
    async (attachment: DetailAttachment) => {
      const result = await attachmentUrlsAction({
        workspace: slug,
        paths: [attachment.object_path],
      }).catch(() => null)
      const url = result?.ok ? result.data[attachment.object_path] : undefined
      if (!url)
        return void toast.error(result?.ok === false ? result.message : errorCatalogue.offline)
      await saveFile(url, attachment.file_name).catch(() => toast.error(errorCatalogue.offline))
    },
    [slug],
  )

  return { attachments, thumbnails, uploads, notice, addFiles, remove, download, receive, forget }
}
