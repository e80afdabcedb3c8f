'use server'

import { acceptInvitation } from '@teamboard/supabase/mutations'
import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { action } from '@/lib/actions/action'
import { refuse } from '@/lib/actions/result'
import { isInvitationToken } from '@/lib/invitation-token'

/**
 * Joins through the `accept_invitation` rpc, which checks everything (pending, unexpired, sent to
 * this user's confirmed email) and answers `invite_invalid` for any failure, then opens the
 * workspace.
 */
export const acceptInvitationAction = action(
  {
    name: 'invitation.accept',
    input: z.object({ token: z.string() }),
    // The invitation page sends no Referer (its URL holds the token), so name the way back.
    signInNext: (input) => (typeof input.token === 'string' ? `/invite/${input.token}` : undefined),
  },
  async ({ token }, { supabase }) => {
    if (!isInvitationToken(token)) return refuse('invite_invalid')
    const { data, error } = await acceptInvitation(supabase, token)
    if (error) return { data, error }
    revalidatePath('/w', 'layout')
    redirect(`/w/${data.slug}`)
  },
)
