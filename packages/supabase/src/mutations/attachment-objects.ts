import type { TypedSupabaseClient } from '../clients/types.js'
import { ATTACHMENTS_BUCKET } from '../queries/task-detail.js'
import { type Result, fail, ok } from '../result.js'

const PAGE = 1000

/**
 * Every object path under `prefix` (a folder, no trailing slash) that `supabase` may read,
 * folders included recursively: Storage lists one level at a time, a sub-folder as an entry
 * with a null id.
 */
export async function listObjectPaths(
  supabase: TypedSupabaseClient,
  prefix: string,
  bucket: string = ATTACHMENTS_BUCKET,
): Promise<Result<string[]>> {
  const paths: string[] = []
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await supabase.storage
      .from(bucket)
      .list(prefix, { limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } })
    if (error) return fail(error)
    for (const entry of data) {
      const path = `${prefix}/${entry.name}`
      if (entry.id) {
        paths.push(path)
        continue
      }
      const nested = await listObjectPaths(supabase, path, bucket)
      if (nested.error) return nested
      paths.push(...nested.data)
    }
    if (data.length < PAGE) return ok(paths)
  }
}

/**
 * Removes objects through the Storage API (hosted Supabase refuses a direct DELETE on
 * storage.objects). Returns how many the API removed; ones `supabase` may not delete stay.
 */
export async function removeObjects(
  supabase: TypedSupabaseClient,
  paths: string[],
  bucket: string = ATTACHMENTS_BUCKET,
): Promise<Result<{ removed: number }>> {
  let removed = 0
  for (let start = 0; start < paths.length; start += PAGE) {
    const { data, error } = await supabase.storage
      .from(bucket)
      .remove(paths.slice(start, start + PAGE))
    if (error) return fail(error)
    removed += data.length
  }
  return ok({ removed })
}

/** Lists everything under `prefix` and removes it: a task's or a workspace's folder. */
export async function removeObjectsUnder(
  supabase: TypedSupabaseClient,
  prefix: string,
  bucket: string = ATTACHMENTS_BUCKET,
): Promise<Result<{ removed: number }>> {
  const listed = await listObjectPaths(supabase, prefix, bucket)
  if (listed.error) return listed
  return removeObjects(supabase, listed.data, bucket)
}
