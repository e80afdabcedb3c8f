'use server'

import { signInPath } from '@teamboard/auth/redirect'
import { getUser } from '@teamboard/auth/server'
import { appError } from '@teamboard/supabase/errors'
import { acceptInvitation } from '@teamboard/supabase/mutations'
import { createServerClient } from '@teamboard/supabase/server'
import type { Route } from 'next'
import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { isInvitationToken } from './token'

export type AcceptInvitationState = { error?: string }

/**
 * Joins through the `accept_invitation` rpc, which checks everything (pending, unexpired, sent to
 * this user's confirmed email) and answers `invite_invalid` for any failure, then opens the
 * workspace.
 */
export async function acceptInvitationAction(
  token: string,
  _previous: AcceptInvitationState,
): Promise<AcceptInvitationState> {
  if (!(await getUser())) redirect(signInPath(`/invite/${token}`) as Route)
  if (!isInvitationToken(token)) return { error: appError('invite_invalid').message }
  const { data, error } = await acceptInvitation(await createServerClient(), token)
  if (error) return { error: error.message }
  revalidatePath('/w', 'layout')
  redirect(`/w/${data.slug}` as Route)
}
