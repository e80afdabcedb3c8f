'use server'

import { deleteAccount } from '@teamboard/supabase/mutations'
import { createServerAuthClient } from '@teamboard/supabase/server'
import { createServiceClient } from '@teamboard/supabase/service'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { action } from '@/lib/actions/action'

/**
 * Deletes the signed-in user's account after they typed DELETE. A sole owner of a workspace with
 * other members gets `last_owner` (transfer ownership or delete the workspace first); workspaces
 * they are alone in go with the account; comments and activity stay as "Deleted user". Then the
 * session's cookies are cleared and the browser lands on the landing page.
 */
export const deleteAccountAction = action(
  {
    name: 'account.delete',
    input: z.object({ confirm: z.literal('DELETE', 'Type DELETE to confirm.') }),
  },
  async (_input, { supabase }) => {
    const deleted = await deleteAccount(supabase, createServiceClient())
    if (deleted.error) return deleted
    // The user is gone, so the refresh token is already revoked; this clears the cookies (the
    // action's reading client writes none).
    await (await createServerAuthClient()).auth.signOut({ scope: 'local' })
    redirect('/')
  },
)
