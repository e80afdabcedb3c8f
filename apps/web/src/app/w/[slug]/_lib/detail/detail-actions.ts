'use server'

import { getTaskDetail } from '@teamboard/supabase/queries'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'

/** Catch-up after a dropped realtime connection: the task, its comments, files and history. */
export const reloadTaskDetailAction = workspaceAction(
  { name: 'task.detail', input: z.object({ number: z.number().int().positive() }) },
  async ({ number }, { supabase, workspace }) => getTaskDetail(supabase, workspace.id, number),
)
