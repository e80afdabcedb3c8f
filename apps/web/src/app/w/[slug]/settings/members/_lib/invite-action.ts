'use server'

import { toAppErrorAsync, withCause } from '@teamboard/supabase/errors'
import { inviteSchema } from '@teamboard/supabase/schemas'
import { revalidatePath } from 'next/cache'
import { workspaceAction } from '@/lib/actions/action'
import { ok } from '@/lib/actions/result'

/**
 * Sends an invitation through the `invite-member` edge function, which checks the caller's role
 * again, stores the invitation and emails the link. The function answers in catalogue codes.
 */
export const inviteMemberAction = workspaceAction(
  { name: 'member.invite', input: inviteSchema, role: 'admin' },
  async ({ email, role }, { supabase, workspace }) => {
    const { error } = await supabase.functions.invoke('invite-member', {
      body: { workspaceId: workspace.id, email, role },
    })
    if (error) return { data: null, error: withCause(await toAppErrorAsync(error), error) }
    revalidatePath(`/w/${workspace.slug}/settings/members`)
    return ok({ email, role })
  },
)
