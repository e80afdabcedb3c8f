import type { TypedSupabaseClient } from '../clients/types.js'
import { appError } from '../errors/catalogue.js'
import { AVATARS_BUCKET } from '../queries/profiles.js'
import { type Result, fail, ok } from '../result.js'
import { removeObjectsUnder } from './attachment-objects.js'

/**
 * Deletes the signed-in user's account (docs/states.md), for a server action:
 * - `supabase` is the user's own server client: who they are comes from `getUser()`, and
 *   `account_deletion_check` refuses with `last_owner` while they are the only owner of a
 *   workspace that has other members (they transfer ownership or delete it first);
 * - `admin` is the secret-key client (`createServiceClient` / `createAdminClient`), which removes
 *   the stored objects of the workspaces they are alone in and of their avatar, then deletes the
 *   user through the Auth admin API. Those workspaces go with the account (a database trigger on
 *   auth.users, which also repeats the last-owner refusal for every other path).
 * Their comments and activity stay, with the author null ("Deleted user"). Sign the browser out
 * afterwards: the session no longer has a user.
 */
export async function deleteAccount(
  supabase: TypedSupabaseClient,
  admin: TypedSupabaseClient,
): Promise<Result<{ id: string; deletedWorkspaceIds: string[] }>> {
  const { data: user, error: userError } = await supabase.auth.getUser()
  // No session (or a revoked one) deletes nothing; a dropped connection says offline.
  if (userError || !user.user) {
    const error = userError ? fail(userError).error : null
    return { data: null, error: error?.code === 'offline' ? error : appError('forbidden') }
  }
  const id = user.user.id
  const { data: alone, error } = await supabase.rpc('account_deletion_check')
  if (error) return fail(error)
  for (const workspaceId of alone) {
    const removed = await removeObjectsUnder(admin, workspaceId)
    if (removed.error) return removed
    const deleted = await admin.from('workspaces').delete().eq('id', workspaceId)
    if (deleted.error) return fail(deleted.error)
  }
  const avatars = await removeObjectsUnder(admin, id, AVATARS_BUCKET)
  if (avatars.error) return avatars
  const removed = await admin.auth.admin.deleteUser(id)
  // The trigger's last_owner (someone joined meanwhile) arrives as Auth's generic database error.
  if (removed.error) {
    const recheck = await supabase.rpc('account_deletion_check')
    return recheck.error ? fail(recheck.error) : { data: null, error: appError('unexpected') }
  }
  return ok({ id, deletedWorkspaceIds: alone })
}
