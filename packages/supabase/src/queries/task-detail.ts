import type { TypedSupabaseClient } from '../clients/types.js'
import { appError } from '../errors/catalogue.js'
import { toAppError } from '../errors/to-app-error.js'
import { type Result, fail, ok } from '../result.js'
import { isInlineImageType } from '../schemas/task-detail.js'
import type { Tables } from '../types/database.js'
import { type Activity, type Task, type TaskAssignee, getTaskByNumber } from './tasks.js'

export type Comment = Tables<'comments'>
export type Attachment = Tables<'attachments'>
/** Someone the timeline names; absent for a deleted account (show "Deleted user"). */
export type TaskPerson = TaskAssignee

export const ATTACHMENTS_BUCKET = 'attachments'
/** Signed download links live one minute: enough to start a download or load a thumbnail. */
export const ATTACHMENT_URL_LIFETIME_SECONDS = 60

/** Comments and activity rows in one list, oldest first, as the detail view's timeline shows them. */
export type TimelineEntry =
  | { type: 'comment'; at: string; id: string; comment: Comment }
  | { type: 'activity'; at: string; id: string; activity: Activity }

export interface TaskDetail {
  task: Task & { assignee: TaskAssignee | null }
  comments: Comment[]
  attachments: Attachment[]
  activity: Activity[]
  /** By id: the creator, assignee, authors, uploaders and actors, even after they left. */
  people: Record<string, TaskPerson>
}

export async function listTaskComments(
  supabase: TypedSupabaseClient,
  taskId: string,
): Promise<Result<Comment[]>> {
  const { data, error } = await supabase
    .from('comments')
    .select('*')
    .eq('task_id', taskId)
    .order('created_at')
    .order('id')
  return error ? fail(error) : ok(data)
}

export async function listTaskAttachments(
  supabase: TypedSupabaseClient,
  taskId: string,
): Promise<Result<Attachment[]>> {
  const { data, error } = await supabase
    .from('attachments')
    .select('*')
    .eq('task_id', taskId)
    .order('created_at')
    .order('id')
  return error ? fail(error) : ok(data)
}

/**
 * Profiles of everyone the task's timeline names (`task_people`), readable by members even when
 * that person has left the workspace; a deleted account has no entry.
 */
export async function listTaskPeople(
  supabase: TypedSupabaseClient,
  taskId: string,
): Promise<Result<Record<string, TaskPerson>>> {
  const { data, error } = await supabase.rpc('task_people', { task_id: taskId })
  if (error) return fail(error)
  return ok(
    Object.fromEntries(
      data.map(({ id, display_name, avatar_path, updated_at }) => [
        id,
        { id, display_name, avatar_path, updated_at },
      ]),
    ),
  )
}

/**
 * Everything `/w/[slug]/tasks/[number]` shows, in one round of parallel requests. Not a member,
 * or no such number → `not_found`.
 */
export async function getTaskDetail(
  supabase: TypedSupabaseClient,
  workspaceId: string,
  number: number,
): Promise<Result<TaskDetail>> {
  const task = await getTaskByNumber(supabase, workspaceId, number)
  if (task.error) return task
  const id = task.data.id
  const [comments, attachments, activity, people] = await Promise.all([
    listTaskComments(supabase, id),
    listTaskAttachments(supabase, id),
    supabase.from('activity').select('*').eq('task_id', id).order('created_at').order('id'),
    listTaskPeople(supabase, id),
  ])
  if (comments.error) return comments
  if (attachments.error) return attachments
  if (activity.error) return fail(activity.error)
  if (people.error) return people
  return ok({
    task: task.data,
    comments: comments.data,
    attachments: attachments.data,
    activity: activity.data,
    people: people.data,
  })
}

/** Comments and activity merged by time (ties by id), oldest first: newest last, as in a thread. */
export function buildTimeline(
  comments: readonly Comment[],
  activity: readonly Activity[],
): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...comments.map((comment) => ({
      type: 'comment' as const,
      at: comment.created_at,
      id: comment.id,
      comment,
    })),
    ...activity.map((row) => ({
      type: 'activity' as const,
      at: row.created_at,
      id: row.id,
      activity: row,
    })),
  ]
  return entries.sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
}

/**
 * Signed download links by object path, for thumbnails and downloads. `reader` is the caller's
 * client: the attachments are read under RLS, so a path the caller may not read (or that is
 * gone) makes the whole answer `not_found`. `signer` is the server's secret-key client: members
 * cannot sign attachment URLs themselves (the bucket's policy refuses it), so every link lives
 * exactly ATTACHMENT_URL_LIFETIME_SECONDS, and any type but a safe image is signed with
 * `download=<file name>` (`Content-Disposition: attachment`). Server code only.
 */
export async function attachmentDownloadUrls(
  reader: TypedSupabaseClient,
  signer: TypedSupabaseClient,
  objectPaths: string[],
): Promise<Result<Record<string, string>>> {
  if (objectPaths.length === 0) return ok({})
  const { data: rows, error } = await reader
    .from('attachments')
    .select('object_path, file_name, mime_type')
    .in('object_path', objectPaths)
  if (error) return fail(error)
  const byPath = new Map(rows.map((row) => [row.object_path, row]))
  if (objectPaths.some((path) => !byPath.has(path)))
    return { data: null, error: appError('not_found') }
  const bucket = signer.storage.from(ATTACHMENTS_BUCKET)
  const signed = await Promise.all(
    objectPaths.map((path) => {
      const row = byPath.get(path) as (typeof rows)[number]
      const inline = isInlineImageType(row.mime_type)
      return bucket.createSignedUrl(
        path,
        ATTACHMENT_URL_LIFETIME_SECONDS,
        inline ? undefined : { download: row.file_name },
      )
    }),
  )
  const urls: Record<string, string> = {}
  for (const [index, result] of signed.entries()) {
    if (result.error)
      return {
        data: null,
        error:
          toAppError(result.error).code === 'offline' ? appError('offline') : appError('not_found'),
      }
    urls[objectPaths[index] as string] = result.data.signedUrl
  }
  return ok(urls)
}
