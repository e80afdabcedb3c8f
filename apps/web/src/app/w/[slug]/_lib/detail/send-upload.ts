import { errorCatalogue } from '@teamboard/supabase/errors'
import { type CallOutcome, callAction, reportUnexpected } from '@/lib/call-server'
import { registerAttachmentAction, startAttachmentUploadAction } from './attachment-actions'
import type { DetailAttachment } from './detail-types'
import { UploadError, uploadFile } from './upload-file'

/**
 * One attachment, start to end: a signed upload URL, the bytes straight to Storage, then the
 * row. The outcome is `callAction`'s: a cut-off upload is `offline` (the queue starts it again),
 * a file Storage finds too large is refused in catalogue words, and any other Storage failure is
 * reported with a reference, never shown raw.
 */
export async function sendUpload(
  workspace: string,
  taskId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<CallOutcome<DetailAttachment>> {
  const meta = { workspace, taskId, fileName: file.name, size: file.size, mimeType: file.type }
  const started = await callAction('attachment.start', () => startAttachmentUploadAction(meta))
  if (started.status !== 'ok') return started
  const { signedUrl, contentType, objectPath } = started.answer
  try {
    onProgress(0)
    await uploadFile(signedUrl, file, contentType, onProgress).done
  } catch (error) {
    if (error instanceof UploadError && error.reason === 'offline') return { status: 'offline' }
    if (error instanceof UploadError && error.reason === 'too_large')
      return {
        status: 'refused',
        code: 'file_too_large',
        message: errorCatalogue.file_too_large,
        fieldErrors: {},
      }
    return reportUnexpected(error, 'attachment.upload')
  }
  return callAction('attachment.register', () => registerAttachmentAction({ ...meta, objectPath }))
}
