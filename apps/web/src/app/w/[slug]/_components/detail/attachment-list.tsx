'use client'

import { Button } from '@teamboard/ui/button'
import { DownloadIcon, FileIcon, PaperclipIcon, Trash2Icon } from 'lucide-react'
import { type ReactNode, useRef } from 'react'
import type { DetailAttachment } from '../../_lib/detail/detail-types'
import { isImage } from '../../_lib/detail/attachment-kind'
import { DetailSection } from './detail-section'
import type { Upload } from './use-attachments'

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

function FileAction({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button variant="ghost" size="icon" className="size-8" aria-label={label} onClick={onClick}>
      {children}
    </Button>
  )
}

/**
 * Files of the task: a thumbnail for images, download through a short-lived signed URL, delete
 * for the uploader or an owner/admin, and a progress bar per upload in flight. Files also arrive
 * by drag and drop or paste anywhere on the task (see TaskDetail).
 */
export function AttachmentList({
  attachments,
  thumbnails,
  uploads,
  notice,
  canDelete,
  onFiles,
  onDownload,
  onDelete,
}: {
  attachments: readonly DetailAttachment[]
  thumbnails: Readonly<Record<string, string>>
  uploads: readonly Upload[]
  notice: string | null
  canDelete: (attachment: DetailAttachment) => boolean
  onFiles: (files: File[]) => void
  onDownload: (attachment: DetailAttachment) => void
  onDelete: (attachment: DetailAttachment) => void
}) {
  const picker = useRef<HTMLInputElement>(null)
  return (
    <DetailSection
      title="Attachments"
      action={
        <>
          <Button variant="ghost" size="sm" onClick={() => picker.current?.click()}>
            <PaperclipIcon aria-hidden="true" />
            Attach files
          </Button>
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            aria-label="Attach files"
            onChange={(event) => {
              onFiles([...(event.target.files ?? [])])
              event.target.value = ''
            }}
          />
        </>
      }
    >
      {notice ? (
        <p role="alert" className="text-xs text-destructive" data-testid="attachment-notice">
          {notice}
        </p>
      ) : null}
      {uploads.length > 0 ? (
        <ul className="grid gap-2" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className="grid gap-1 text-xs">
              <span>{upload.fileName}</span>
              <progress
                className="h-1.5 w-full accent-primary"
                aria-label={`Uploading ${upload.fileName}`}
                max={1}
                value={upload.progress}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {attachments.length === 0 && uploads.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No files yet. Drop or paste files here, or attach them.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" data-testid="attachments">
          {attachments.map((attachment) => {
            const thumbnail = isImage(attachment) ? thumbnails[attachment.object_path] : undefined
            return (
              <li
                key={attachment.id}
                aria-label={attachment.file_name}
                className="flex items-center gap-2 rounded-lg border bg-card p-2 text-sm"
              >
                {thumbnail ? (
                  // A signed, short-lived URL on the storage host: not for next/image's optimiser.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={thumbnail}
                    alt={`Preview of ${attachment.file_name}`}
                    className="size-10 shrink-0 rounded object-cover"
                  />
                ) : (
                  <FileIcon
                    aria-hidden="true"
                    className="size-10 shrink-0 p-2 text-muted-foreground"
                  />
                )}
                <div className="grid min-w-0 flex-1">
                  <span className="truncate">{attachment.file_name}</span>
                  <span className="text-xs text-muted-foreground">
                    {size(attachment.size_bytes)}
                  </span>
                </div>
                <FileAction
                  label={`Download ${attachment.file_name}`}
                  onClick={() => onDownload(attachment)}
                >
                  <DownloadIcon aria-hidden="true" />
                </FileAction>
                {canDelete(attachment) ? (
                  <FileAction
                    label={`Delete ${attachment.file_name}`}
                    onClick={() => onDelete(attachment)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </FileAction>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </DetailSection>
  )
}
