import type { TypedSupabaseClient } from '../clients/types.js'
import { type Result, fail, ok } from '../result.js'
import type { Tables } from '../types/database.js'

export type Profile = Tables<'profiles'>

export const AVATARS_BUCKET = 'avatars'

/** A profile the caller may see (RLS decides); `not_found` otherwise. */
export async function getProfile(
  supabase: TypedSupabaseClient,
  userId: string,
): Promise<Result<Profile>> {
  const { data, error } = await supabase
    .from('profiles')
    .select('id, display_name, avatar_path, created_at, updated_at')
    .eq('id', userId)
    .single()
  return error ? fail(error) : ok(data)
}

/**
 * Public URL of the avatar, or null for "show initials". Uploads replace one object per user
 * (upsert), so `updated_at` is appended as a version to get past browser and CDN caches.
 */
export function avatarUrl(
  supabase: TypedSupabaseClient,
  profile: Pick<Profile, 'avatar_path' | 'updated_at'>,
): string | null {
  if (!profile.avatar_path) return null
  const { publicUrl } = supabase.storage.from(AVATARS_BUCKET).getPublicUrl(profile.avatar_path).data
  return `${publicUrl}?v=${encodeURIComponent(profile.updated_at)}`
}
