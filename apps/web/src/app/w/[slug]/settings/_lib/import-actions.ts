'use server'

import type { Result } from '@teamboard/supabase'
import { importMemberIds } from '@teamboard/supabase/mutations'
import { limits } from '@teamboard/supabase/schemas'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'
import { ok } from '@/lib/actions/result'

/** For a Trello import's preview: which of the export's member emails are members here. */
export const matchMembersAction = workspaceAction(
  {
    name: 'import.trello.members',
    role: 'admin',
    input: z.object({ emails: z.array(z.string().max(320)).max(limits.importRowsMax) }),
  },
  async ({ emails }, { supabase, workspace }): Promise<Result<string[]>> => {
    const members = await importMemberIds(supabase, workspace.id, emails)
    return members.error ? members : ok([...members.data.keys()])
  },
)
