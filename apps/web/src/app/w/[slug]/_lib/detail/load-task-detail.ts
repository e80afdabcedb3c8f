import 'server-only'
import { getTaskByNumber, listTaskActivity } from '@teamboard/supabase/queries'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { loadWorkspace } from '@/lib/workspace'
import { loadMembers } from '../../settings/members/_lib/load-members'
import type { TaskDetailProps } from '../../_components/detail/task-detail'

/**
 * Everything the detail shows, read as the caller under RLS, for the full page and the dialog
 * alike (`cache` shares one read between a page and its metadata). Each checks access itself: a non-member, a task number that is not a positive integer
 * or a task that does not exist is the 404 page, as for the board.
 */
export const loadTaskDetail = cache(async function loadTaskDetail(
  slug: string,
  rawNumber: string,
): Promise<TaskDetailProps> {
  const { user, supabase, workspace, role } = await loadWorkspace(slug)
  const number = /^[1-9][0-9]{0,8}$/.test(rawNumber) ? Number(rawNumber) : null
  if (number === null) notFound()
  const [task, members] = await Promise.all([
    getTaskByNumber(supabase, workspace.id, number),
    loadMembers(supabase, workspace.id),
  ])
  if (task.error?.code === 'not_found') notFound()
  if (task.error) throw new Error(`Loading the task failed: ${task.error.code}`)
  const activity = await listTaskActivity(supabase, task.data.id)
  if (activity.error) throw new Error(`Loading the activity failed: ${activity.error.code}`)
  const { assignee: _assignee, ...fields } = task.data
  return {
    slug: workspace.slug,
    workspaceId: workspace.id,
    me: user.id,
    isAdmin: role === 'owner' || role === 'admin',
    members: members.map(({ userId, displayName, avatarUrl }) => ({
      userId,
      displayName,
      avatarUrl,
    })),
    task: fields,
    activity: activity.data,
  }
})
