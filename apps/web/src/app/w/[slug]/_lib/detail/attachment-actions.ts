'use server'

import {
  createAttachmentUpload,
  deleteAttachment,
  registerAttachment,
} from '@teamboard/supabase/mutations'
import { attachmentDownloadUrls } from '@teamboard/supabase/queries'
import { attachmentFileSchema, limits } from '@teamboard/supabase/schemas'
import { createServiceClient } from '@teamboard/supabase/service'
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

/**
 * One-minute signed URLs, for thumbnails and downloads: the attachments are read as the caller
 * (RLS), then signed by the server, since members may not sign attachment URLs themselves.
 */
export const attachmentUrlsAction = workspaceAction(
  {
    name: 'attachment.urls',
    input: z.object({
      paths: z.array(z.string().min(1).max(1024)).min(1).max(limits.attachmentsPerTask),
    }),
  },
  async ({ paths }, { supabase }) => attachmentDownloadUrls(supabase, createServiceClient(), paths),
)
