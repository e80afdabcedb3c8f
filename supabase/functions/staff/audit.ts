import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@teamboard/supabase'
import { fromBackend } from '../_shared/errors.ts'
import { logFailure } from '../_shared/log.ts'
import type { Staff } from './caller.ts'

type Admin = SupabaseClient<Database>
type AuditInsert = Database['public']['Tables']['support_audit']['Insert']
type Entry = Omit<AuditInsert, 'actor_id' | 'actor_email' | 'id' | 'outcome' | 'created_at'>

/** One line of a user's or a workspace's history, as the console shows it. */
export type AuditEntry = {
  id: string
  at: string
  actorEmail: string
  action: Database['public']['Enums']['support_action']
  reason: string | null
  outcome: string
}

/**
 * Runs `work` with its audit row around it: the row is written (outcome 'requested') before
 * anything is read or changed and settled as 'done' or 'failed' after, so neither a look-up nor
 * an action goes unrecorded — not even one that crashes half-way. `work` may name the target it
 * found (a look-up by email learns the user's id only then).
 */
export async function audited<T>(
  admin: Admin,
  staff: Staff,
  entry: Entry,
  work: () => Promise<{ result: T; targetId?: string }>,
): Promise<T> {
  const { data: row, error } = await admin
    .from('support_audit')
    .insert({ ...entry, actor_id: staff.id, actor_email: staff.email })
    .select('id')
    .single()
  if (error) return fromBackend(error)
  let done: { result: T; targetId?: string }
  try {
    done = await work()
  } catch (failure) {
    await admin.from('support_audit').update({ outcome: 'failed' }).eq('id', row.id)
    throw failure
  }
  const settled = await admin
    .from('support_audit')
    .update({ outcome: 'done', ...(done.targetId ? { target_id: done.targetId } : {}) })
    .eq('id', row.id)
  if (settled.error) logFailure('staff: the audit row could not be settled', settled.error)
  return done.result
}

/** The latest 50 entries about any of `targets`, newest first. */
export async function historyOf(admin: Admin, targets: string[]): Promise<AuditEntry[]> {
  if (targets.length === 0) return []
  const { data, error } = await admin
    .from('support_audit')
    .select('id, created_at, actor_email, action, reason, outcome')
    .in('target_id', targets)
    .order('created_at', { ascending: false })
    .limit(50)
  if (error) return fromBackend(error)
  return data.map((row) => ({
    id: row.id,
    at: row.created_at,
    actorEmail: row.actor_email,
    action: row.action,
    reason: row.reason,
    outcome: row.outcome,
  }))
}
