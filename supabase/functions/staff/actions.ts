import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@teamboard/supabase'
import { fail, fromBackend } from '../_shared/errors.ts'
import { audited } from './audit.ts'
import type { ActRequest } from './body.ts'
import type { Staff } from './caller.ts'

type Admin = SupabaseClient<Database>

// Long enough to mean "until a human lifts it"; GoTrue takes a Go duration.
const BAN_DURATION = '876000h'

async function perform(admin: Admin, request: ActRequest): Promise<void> {
  if (request.action === 'revoke_invitation') {
    const { data, error } = await admin
      .from('invitations')
      .update({ revoked_at: new Date().toISOString() })
      .eq('id', request.invitationId)
      .is('accepted_at', null)
      .is('revoked_at', null)
      .select('id')
    if (error) return fromBackend(error)
    if (data.length === 0) return fail('not_found', 404)
    return
  }
  const { data: found, error: lookup } = await admin.auth.admin.getUserById(request.userId)
  if (lookup || !found.user) return fail('not_found', 404)
  const user = found.user
  switch (request.action) {
    case 'ban':
    case 'unban': {
      const ban_duration = request.action === 'ban' ? BAN_DURATION : 'none'
      const { error } = await admin.auth.admin.updateUserById(user.id, { ban_duration })
      if (error) return fromBackend(error)
      if (request.action === 'ban') await signOutEverywhere(admin, user.id)
      return
    }
    case 'sign_out_everywhere':
      return signOutEverywhere(admin, user.id)
    case 'resend_confirmation': {
      if (!user.email || user.email_confirmed_at) return fail('invalid_input', 422)
      const { error } = await admin.auth.resend({ type: 'signup', email: user.email })
      if (error) return fromBackend(error)
    }
  }
}

async function signOutEverywhere(admin: Admin, userId: string): Promise<void> {
  const { error } = await admin.rpc('support_sign_out_everywhere', { target: userId })
  if (error) fromBackend(error)
}

/** Every action runs inside its audit row (audit.ts): who, what, which target, why, and how it ended. */
export async function act(admin: Admin, staff: Staff, request: ActRequest) {
  const isInvitation = request.action === 'revoke_invitation'
  const entry = {
    action: request.action,
    target_type: isInvitation ? 'invitation' : 'user',
    target_id: isInvitation ? request.invitationId : request.userId,
    reason: request.reason,
  }
  await audited(admin, staff, entry, async () => ({ result: await perform(admin, request) }))
  return { audit: { outcome: 'done' as const } }
}
