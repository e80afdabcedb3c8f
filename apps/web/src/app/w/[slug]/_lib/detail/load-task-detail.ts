import 'server-only'
import {
  attachmentDownloadUrls,
  avatarUrl,
  getTaskDetail,
  listBoards,
  listChecklistItems,
  listLabels,
  listWatcherIds,
} from '@teamboard/supabase/queries'
import { createServiceClient } from '@teamboard/supabase/service'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { loadWorkspace } from '@/lib/workspace'
import { loadMembers } from '../../settings/members/_lib/load-members'
import type { TaskDetailProps } from '../../_components/detail/task-detail'
import { isImage } from './attachment-kind'

/**
 * Everything the detail shows, read as the caller under RLS, for the full page and the dialog
 * alike (`cache` shares one read between a page and its metadata). Each checks access itself:
 * a non-member, a task number that is not a positive integer or a task that does not exist is
 * the 404 page, as for the board.
 */
export const loadTaskDetail = cache(async function loadTaskDetail(
  slug: string,
  rawNumber: string,
): Promise<TaskDetailProps> {
  const { user, supabase, workspace, role } = await loadWorkspace(slug)
  const number = /^[1-9][0-9]{0,8}$/.test(rawNumber) ? Number(rawNumber) : null
  if (number === null) notFound()
  const [detail, members, labels, boards] = await Promise.all([
    getTaskDetail(supabase, workspace.id, number),
    loadMembers(supabase, workspace.id),
    listLabels(supabase, workspace.id),
    listBoards(supabase, workspace.id),
  ])
  if (detail.error?.code === 'not_found') notFound()
  if (detail.error) throw new Error(`Loading the task failed: ${detail.error.code}`)
  if (labels.error || boards.error) throw new Error('Loading labels or boards failed')
  const { task, comments, attachments, activity, people } = detail.data
  const [checklist, watchers] = await Promise.all([
    listChecklistItems(supabase, task.id),
    listWatcherIds(supabase, task.id),
  ])
  if (checklist.error) throw new Error(`Loading the checklist failed: ${checklist.error.code}`)
  if (watchers.error) throw new Error(`Loading the watchers failed: ${watchers.error.code}`)
  const images = attachments.filter(isImage).map((a) => a.object_path)
  // The same URLs attachmentUrlsAction signs (see there).
  const thumbnails = await attachmentDownloadUrls(supabase, createServiceClient(), images)
  const { assignee: _assignee, ...fields } = task
  return {
    slug: workspace.slug,
    workspaceId: workspace.id,
    me: user.id,
    isAdmin: role === 'owner' || role === 'admin',
    members: members.map(({ userId, displayName, avatarUrl: url }) => ({
      userId,
      displayName,
      avatarUrl: url,
    })),
    people: Object.values(people).map((person) => ({
      userId: person.id,
      displayName: person.display_name,
      avatarUrl: avatarUrl(supabase, person),
    })),
    task: fields,
    comments,
    attachments,
    activity,
    // A thumbnail that cannot be signed shows as a file icon, not as a broken page.
    thumbnails: thumbnails.data ?? {},
    checklist: checklist.data,
    watchers: watchers.data,
    labels: labels.data.map(({ id, name, color }) => ({ id, name, color })),
    boards: boards.data.map(({ id, name, slug: boardSlug }) => ({ id, name, slug: boardSlug })),
  }
})
