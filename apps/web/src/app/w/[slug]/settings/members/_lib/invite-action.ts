'use server'

import { appError, toAppErrorAsync } from '@teamboard/supabase/errors'
import { inviteSchema } from '@teamboard/supabase/schemas'
import { revalidatePath } from 'next/cache'
import { fieldErrorsOf, readFields, type FormState } from '../../../../_lib/form-state'
import { canInvite } from '../../../../_lib/roles'
import { findWorkspace } from '../../../_lib/load-workspace'

export type InviteField = 'email' | 'role'
export type InviteState = FormState<InviteField>

/**
 * Sends an invitation through the `invite-member` edge function, which checks the caller's role
 * again, stores the invitation and emails the link. The function answers in catalogue codes.
 */
export async function inviteMemberAction(
  slug: string,
  _previous: InviteState,
  formData: FormData,
): Promise<InviteState> {
  const values = readFields(formData, ['email', 'role'] as const)
  const context = await findWorkspace(slug, `/w/${slug}/settings/members`)
  if (!context || !canInvite(context.role)) {
    const error = appError(context ? 'forbidden' : 'not_found')
    return { status: 'error', values, fieldErrors: {}, formError: error.message }
  }
  const parsed = inviteSchema.safeParse(values)
  if (!parsed.success) return { status: 'error', values, fieldErrors: fieldErrorsOf(parsed.error) }
  const { error } = await context.supabase.functions.invoke('invite-member', {
    body: { workspaceId: context.workspace.id, email: parsed.data.email, role: parsed.data.role },
  })
  if (error) {
    const appErr = await toAppErrorAsync(error)
    return { status: 'error', values, fieldErrors: {}, formError: appErr.message }
  }
  revalidatePath(`/w/${slug}/settings/members`)
  // Cleared for the next invitation; the role stays as chosen.
  return {
    status: 'success',
    values: { email: '', role: parsed.data.role },
    message: `Invitation sent to ${parsed.data.email}.`,
  }
}
