'use server'

import {
  createAttachmentUpload,
  deleteAttachment,
  registerAttachment,
} from '@teamboard/supabase/mutations'
import { attachmentDownloadUrls } from '@teamboard/supabase/queries'
import { attachmentFileSchema, limits } from '@teamboard/supabase/schemas'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'

/**
 * The detail's attachment actions, through the one wrapper. The bytes never pass through the
 * app: `start` signs an upload URL the browser PUTs to (with a progress bar), `register` records
 * the stored object. Storage policies and RLS check membership, size, count and path again.
 */
const id = z.uuid()
const file = z.object({ ...attachmentFileSchema.shape, taskId: id })

export const startAttachmentUploadAction = workspaceAction(
  { name: 'attachment.start', input: file },
  async ({ taskId, ...meta }, { supabase, workspace }) =>
    createAttachmentUpload(supabase, { id: taskId, workspaceId: workspace.id }, meta),
)

export const registerAttachmentAction = workspaceAction(
  { name: 'attachment.register', input: file.extend({ objectPath: z.string().min(1).max(1024) }) },
  async ({ taskId, objectPath, fileName, size, mimeType }, { supabase, workspace }) =>
    registerAttachment(
      supabase,
      { id: taskId, workspaceId: workspace.id },
      { objectPath, fileName, size, mimeType },
    ),
)

export const deleteAttachmentAction = workspaceAction(
  { name: 'attachment.delete', input: z.object({ id }) },
  async (input, { supabase }) => deleteAttachment(supabase, input.id),
)

/** Short-lived signed URLs, for thumbnails and downloads. */
export const attachmentUrlsAction = workspaceAction(
  {
    name: 'attachment.urls',
    input: z.object({
      paths: z.array(z.string().min(1).max(1024)).min(1).max(limits.attachmentsPerTask),
    }),
  },
  // `download: true` for thumbnails too: an <img> shows a Content-Disposition: attachment
  // response all the same, and one kind of URL serves both (the browser saves under the
  // attachment's own name, see save-file.ts).
  async ({ paths }, { supabase }) => attachmentDownloadUrls(supabase, paths, { download: true }),
)
