import { type AppError, appError, toAppErrorAsync } from '@teamboard/supabase/errors'
import type { Database } from '@teamboard/supabase'
import { markSessionEnded } from './session-ended'
import { supabase } from './supabase'

type Enums = Database['public']['Enums']
export type SupportAction = Exclude<Enums['support_action'], 'find_user' | 'find_workspace'>

/** One line of the audit trail about a user or a workspace (supabase/functions/staff/audit.ts). */
export type AuditEntry = {
  id: string
  at: string
  actorEmail: string
  action: Enums['support_action']
  reason: string | null
  outcome: string
}

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
  history: AuditEntry[]
}

export type ActivityReport = {
  id: string
  kind: Enums['activity_kind']
  data: unknown
  created_at: string
  actorName: string | null
  task: { number: number; title: string } | null
}

export type WorkspaceReport = {
  id: string
  slug: string
  name: string
  created_at: string
  members: {
    userId: string
    email: string | null
    role: string
    joinedAt: string
    displayName: string | null
  }[]
  pendingInvitations: { id: string; email: string; role: string; expires_at: string }[]
  taskCount: number
  recentActivity: ActivityReport[]
  history: AuditEntry[]
}

export type StaffRequest =
  | { op: 'find-user'; query: string }
  | { op: 'find-workspace'; slug: string }
  | { op: 'act'; action: SupportAction; userId?: string; invitationId?: string; reason: string }

export type StaffResult<T> = { data: T; error: null } | { data: null; error: AppError }

/**
 * The `staff` function, called with the signed-in staff member's session. A 401 means that
 * session is gone (signed out everywhere, banned): the console signs out here too, and the sign-in
 * page says so, rather than answering every look-up with "no permission".
 */
export async function callStaff<T>(body: StaffRequest): Promise<StaffResult<T>> {
  try {
    const answer = await supabase().functions.invoke<T>('staff', { body })
    if (answer.response?.status === 401) {
      markSessionEnded()
      await supabase().auth.signOut({ scope: 'local' })
    }
    if (answer.error) return { data: null, error: await toAppErrorAsync(answer.error) }
    if (answer.data === null) return { data: null, error: appError('unexpected') }
    return { data: answer.data, error: null }
  } catch (error) {
    return { data: null, error: await toAppErrorAsync(error) }
  }
}
