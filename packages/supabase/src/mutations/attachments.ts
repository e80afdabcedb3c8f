import type { TypedSupabaseClient } from '../clients/types.js'
import { appError } from '../errors/catalogue.js'
import { ATTACHMENTS_BUCKET, type Attachment } from '../queries/task-detail.js'
import { type Result, fail, ok } from '../result.js'
import {
  type AttachmentFileInput,
  attachmentFileSchema,
  limits,
  storageSafeName,
} from '../schemas/index.js'
import { removeObjects } from './attachment-objects.js'

export interface TaskRef {
  id: string
  workspaceId: string
}

/** Where the browser sends the bytes: `PUT signedUrl` (progress via XMLHttpRequest) or `uploadToSignedUrl(objectPath, token, file)`. */
export interface AttachmentUpload {
  objectPath: string
  signedUrl: string
  token: string
  fileName: string
  size: number
  mimeType: string
}

/**
 * Step 1 of an upload, before any byte is sent: checks the file (≤ 10 MiB → `file_too_large`;
 * name, type → `invalid_input`) and the task's count (20 → `limit_reached`), then signs an upload
 * to a fresh `{workspace_id}/{task_id}/{uuid}-{safe name}` path. The bucket refuses a non-member,
 * a bigger file and an overwrite again on its own.
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
  const { count, error: countError } = await supabase
    .from('attachments')
    .select('id', { count: 'exact', head: true })
    .eq('task_id', task.id)
  if (countError) return fail(countError)
  if ((count ?? 0) >= limits.attachmentsPerTask)
    return { data: null, error: appError('limit_reached') }
  const objectPath = `${task.workspaceId}/${task.id}/${crypto.randomUUID()}-${storageSafeName(parsed.data.fileName)}`
  const { data, error } = await supabase.storage
    .from(ATTACHMENTS_BUCKET)
    .createSignedUploadUrl(objectPath)
  if (error) return fail(error)
  return ok({ objectPath, signedUrl: data.signedUrl, token: data.token, ...parsed.data })
}

/**
 * Step 3, after the bytes arrived: records the attachment (the database checks the object exists
 * at that path, takes its stored size and type, and enforces the 20-per-task limit). A refused
 * registration removes the uploaded object, so it leaves nothing behind.
 */
export async function registerAttachment(
  supabase: TypedSupabaseClient,
  task: TaskRef,
  upload: Pick<AttachmentUpload, 'objectPath' | 'fileName' | 'size' | 'mimeType'> & { id?: string },
): Promise<Result<Attachment>> {
  const { data, error } = await supabase
    .from('attachments')
    .insert({
      ...(upload.id ? { id: upload.id } : {}),
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
      contentType: upload.data.mimeType,
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
