import type { TypedSupabaseClient } from '../clients/types.js'
import { appError } from '../errors/catalogue.js'
import { AVATARS_BUCKET, type Profile } from '../queries/profiles.js'
import { type Result, fail, ok } from '../result.js'
import { type ProfileInput, attachmentSizeSchema } from '../schemas/index.js'

const AVATAR_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

/**
 * Renames the user. `input` is what `profileSchema` parsed (forms and server actions parse first,
 * to show field messages); the database check constraint is only the last line.
 */
export async function updateProfile(
  supabase: TypedSupabaseClient,
  userId: string,
  input: ProfileInput,
): Promise<Result<Profile>> {
  const { data, error } = await supabase
    .from('profiles')
    .update({ display_name: input.displayName })
    .eq('id', userId)
    .select('id, display_name, avatar_path, created_at, updated_at')
    .single()
  return error ? fail(error) : ok(data)
}

/**
 * Uploads to `{userId}/avatar.<ext>` with upsert (the bucket's policies allow only that folder)
 * and points the profile at it. Images only; the file input should say `accept="image/*"`.
 */
export async function uploadAvatar(
  supabase: TypedSupabaseClient,
  userId: string,
  file: Blob,
): Promise<Result<Profile>> {
  const extension = AVATAR_TYPES[file.type]
  if (!extension) return { data: null, error: appError('unexpected') }
  if (!attachmentSizeSchema.safeParse(file.size).success)
    return { data: null, error: appError('file_too_large') }
  const objectPath = `${userId}/avatar.${extension}`
  // Raw bytes, not the Blob: storage-js sends a Blob as multipart with an unnamed field, which
  // @supabase/lite 0.10 rejects ("Missing file in multipart upload"); a binary body works on both.
  const bytes = new Uint8Array(await file.arrayBuffer())
  const upload = await supabase.storage
    .from(AVATARS_BUCKET)
    .upload(objectPath, bytes, { upsert: true, contentType: file.type, cacheControl: '3600' })
  if (upload.error) return fail(upload.error)
  const { data, error } = await supabase
    .from('profiles')
    .update({ avatar_path: objectPath })
    .eq('id', userId)
    .select('id, display_name, avatar_path, created_at, updated_at')
    .single()
  return error ? fail(error) : ok(data)
}
