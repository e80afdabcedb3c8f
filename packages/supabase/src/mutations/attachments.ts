import type { TypedSupabaseClient } from '../clients/types.js'
import { appError } from '../errors/catalogue.js'
import { ATTACHMENTS_BUCKET, type Attachment } from '../queries/task-detail.js'
import { type Result, fail, ok } from '../result.js'
import {
  type AttachmentFileInput,
  attachmentFileSchema,
  attachmentStorageType,
} from '../schemas/index.js'
import { removeObjects } from './attachment-objects.js'

export interface TaskRef {
  id: string
  workspaceId: string
}

/**
 * Where the browser sends the bytes: `PUT signedUrl` with `content-type: contentType` (progress
 * via XMLHttpRequest) or `uploadToSignedUrl(objectPath, token, file, { contentType })`.
 */
export interface AttachmentUpload {
  objectPath: string
  signedUrl: string
  token: string
  fileName: string
  size: number
  mimeType: string
  /** The type the object is stored with: a safe image type, or binary (see attachmentStorageType). */
  contentType: string
}

/**
 * Step 1 of an upload, before any byte is sent: checks the file (≤ 10 MiB → `file_too_large`;
 * name, type → `invalid_input`), removes what earlier uploads to the task left unclaimed, then
 * starts a pending upload (`start_attachment_upload`: membership, 20 per task counting uploads
 * in flight → `limit_reached`) and signs an upload URL for the path bound to it. The database
 * refuses the bytes from anyone else, after 15 minutes, or once the uploader has left.
 */
export async function createAttachmentUpload(
  supabase: TypedSupabaseClient,
  task: TaskRef,
  file: AttachmentFileInput,
): Promise<Result<AttachmentUpload>> {
  const parsed = attachmentFileSchema.safeParse(file)
  if (!parsed.success) {
    const tooLarge = parsed.error.issues.some(
      (issue) => issue.path[0] === 'size' && issue.code === 'too_big',
    )
    return { data: null, error: appError(tooLarge ? 'file_too_large' : 'invalid_input') }
  }
  const swept = await supabase.rpc('sweep_attachment_uploads', { task_id: task.id })
  if (swept.error) return fail(swept.error)
  if (swept.data.length > 0) await removeObjects(supabase, swept.data)
  const { fileName, size, mimeType } = parsed.data
  const started = await supabase.rpc('start_attachment_upload', {
    task_id: task.id,
    file_name: fileName,
    size_bytes: size,
    mime_type: mimeType,
  })
  if (started.error) return fail(started.error)
  const objectPath = started.data
  const { data, error } = await supabase.storage
    .from(ATTACHMENTS_BUCKET)
    .createSignedUploadUrl(objectPath)
  if (error) return fail(error)
  return ok({
    objectPath,
    signedUrl: data.signedUrl,
    token: data.token,
    ...parsed.data,
    contentType: attachmentStorageType(mimeType),
  })
}

/**
 * Step 3, after the bytes arrived: records the attachment. The database takes only the caller's
 * own started upload of a stored object (size from the object, type from the start) and holds
 * the 20-per-task limit. A refused registration removes the object when the caller may.
 */
export async function registerAttachment(
  supabase: TypedSupabaseClient,
  task: TaskRef,
  upload: Pick<AttachmentUpload, 'objectPath' | 'fileName' | 'size' | 'mimeType'>,
): Promise<Result<Attachment>> {
  const { data, error } = await supabase
    .from('attachments')
    .insert({
      task_id: task.id,
      workspace_id: task.workspaceId,
      object_path: upload.objectPath,
      file_name: upload.fileName,
      size_bytes: upload.size,
      mime_type: upload.mimeType,
    })
    .select('*')
    .single()
  if (!error) return ok(data)
  await removeObjects(supabase, [upload.objectPath])
  return fail(error)
}

/** The three steps at once, for server code and scripts (the browser uses the steps for progress). */
export async function uploadAttachment(
  supabase: TypedSupabaseClient,
  task: TaskRef,
  file: Blob,
  fileName: string,
): Promise<Result<Attachment>> {
  const upload = await createAttachmentUpload(supabase, task, {
    fileName,
    size: file.size,
    mimeType: file.type,
  })
  if (upload.error) return upload
  // Raw bytes, not the Blob: see uploadAvatar (lite rejects storage-js's unnamed multipart field).
  const bytes = new Uint8Array(await file.arrayBuffer())
  const sent = await supabase.storage
    .from(ATTACHMENTS_BUCKET)
    .uploadToSignedUrl(upload.data.objectPath, upload.data.token, bytes, {
      contentType: upload.data.contentType,
    })
  if (sent.error) return fail(sent.error)
  return registerAttachment(supabase, task, upload.data)
}

/**
 * The uploader, an owner or an admin deletes the row (RLS), then its object goes through the
 * Storage API. A refused delete answers `forbidden` (the caller sees it) or `not_found`.
 */
export async function deleteAttachment(
  supabase: TypedSupabaseClient,
  attachmentId: string,
): Promise<Result<{ id: string }>> {
  const { data, error } = await supabase
    .from('attachments')
    .delete()
    .eq('id', attachmentId)
    .select('id, object_path')
  if (error) return fail(error)
  const deleted = data[0]
  if (!deleted) {
    const seen = await supabase
      .from('attachments')
      .select('id')
      .eq('id', attachmentId)
      .maybeSingle()
    if (seen.error) return fail(seen.error)
    return { data: null, error: appError(seen.data ? 'forbidden' : 'not_found') }
  }
  const removed = await removeObjects(supabase, [deleted.object_path])
  if (removed.error) return removed
  return ok({ id: deleted.id })
}
