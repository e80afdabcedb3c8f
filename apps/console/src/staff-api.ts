import { type AppError, appError, toAppErrorAsync } from '@teamboard/supabase/errors'
import { supabase } from './supabase'

export type SupportAction =
  'resend_confirmation' | 'revoke_invitation' | 'ban' | 'unban' | 'sign_out_everywhere'

export type UserReport = {
  id: string
  email: string | null
  displayName: string | null
  confirmedAt: string | null
  lastSignInAt: string | null
  createdAt: string
  bannedUntil: string | null
  staff: boolean
  workspaces: { id: string; slug: string; name: string; role: string }[]
  /** Notification mails that failed for good, newest first (at most 20). */
  failedMails: {
    id: string
    workspace: string | null
    attempts: number
    lastError: string | null
    createdAt: string
  }[]
}

export type WorkspaceReport = {
  id: string
  slug: string
  name: string
  created_at: string
  members: { userId: string; role: string; joinedAt: string; displayName: string | null }[]
  pendingInvitations: { id: string; email: string; role: string; expires_at: string }[]
  taskCount: number
  recentActivity: { id: string; kind: string; actor_id: string | null; created_at: string }[]
}

export type StaffRequest =
  | { op: 'find-user'; query: string }
  | { op: 'find-workspace'; slug: string }
  | { op: 'act'; action: SupportAction; userId?: string; invitationId?: string; reason: string }

export type StaffResult<T> = { data: T; error: null } | { data: null; error: AppError }

/** The `staff` edge function, called with the signed-in staff member's session. */
export async function callStaff<T>(body: StaffRequest): Promise<StaffResult<T>> {
  try {
    const answer = await supabase().functions.invoke<T>('staff', { body })
    if (answer.error) return { data: null, error: await toAppErrorAsync(answer.error) }
    if (answer.data === null) return { data: null, error: appError('unexpected') }
    return { data: answer.data, error: null }
  } catch (error) {
    return { data: null, error: await toAppErrorAsync(error) }
  }
}
