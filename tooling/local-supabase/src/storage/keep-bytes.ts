import type { StorageAdapter } from './adapter.ts'

/** `{ bucket, key }` of an upload (direct, upsert or to a signed URL), else null. */
function uploadTarget(request: Request): { bucket: string; key: string } | null {
  if (request.method !== 'POST' && request.method !== 'PUT') return null
  const { pathname } = new URL(request.url)
  const signed =
    request.method === 'PUT' &&
    /^\/storage\/v1\/object\/upload\/sign\/([^/]+)\/(.+)$/.exec(pathname)
  const direct = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(pathname)
  const match = signed || direct
  if (
    !match ||
    (!signed && ['sign', 'list', 'upload', 'info', 'public'].includes(match[1] as string))
  )
    return null
  return {
    bucket: decodeURIComponent(match[1] as string),
    key: decodeURIComponent(match[2] as string),
  }
}

/**
 * Upstream Storage writes each upload as a new version of the object and deletes that version
 * when the database refuses its row (a policy, a trigger on storage.objects, a unique key): the
 * stored bytes stay as they were. lite 0.10 writes the bytes in place before the row, so a
 * refused overwrite still replaced them and a refused new object left its bytes behind. Keeps
 * what was stored and puts it back when the upload is refused.
 */
export async function keepBytesOnRefusal(
  request: Request,
  adapter: StorageAdapter,
  forward: (request: Request) => Promise<Response>,
): Promise<Response> {
  const target = uploadTarget(request)
  if (!target) return forward(request)
  const before = await adapter.snapshot(target.bucket, target.key)
  const response = await forward(request)
  if (!response.ok) await adapter.restore(target.bucket, target.key, before)
  return response
}
