'use server'

import { listWatcherIds } from '@teamboard/supabase/queries'
import { setWatching } from '@teamboard/supabase/mutations'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'

/**
 * Watch or stop watching a task as the signed-in member (RLS lets a member write only their own
 * watch), through the one action wrapper; answers who watches now, for the detail's list.
 */
export const setWatchingAction = workspaceAction(
  { name: 'task.watch', input: z.object({ taskId: z.uuid(), watching: z.boolean() }) },
  async ({ taskId, watching }, { supabase, workspace, user }) => {
    const done = await setWatching(
      supabase,
      { id: taskId, workspaceId: workspace.id },
      user.id,
      watching,
    )
    return done.error ? done : listWatcherIds(supabase, taskId)
  },
)

/** Who watches a task now: a comment, a mention or an assignment may have added someone. */
export const listWatchersAction = workspaceAction(
  { name: 'task.watchers', input: z.object({ taskId: z.uuid() }) },
  async ({ taskId }, { supabase }) => listWatcherIds(supabase, taskId),
)
