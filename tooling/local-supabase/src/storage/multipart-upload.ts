/**
 * lite 0.10 reads a multipart upload's bytes only from a form field named `file`, while
 * supabase-js (2.119) appends a Blob under an empty field name — upstream Storage takes the first
 * file part whatever its name. Renames that part to `file` before lite sees the request.
 */
export async function normalizeMultipartUpload(request: Request): Promise<Request> {
  const { pathname } = new URL(request.url)
  const isUpload =
    (request.method === 'POST' || request.method === 'PUT') &&
    pathname.startsWith('/storage/v1/object/')
  if (!isUpload || !request.headers.get('content-type')?.startsWith('multipart/form-data'))
    return request
  const form = await request
    .clone()
    .formData()
    .catch(() => null)
  if (!form || form.get('file') instanceof Blob) return request
  const fixed = new FormData()
  let moved = false
  for (const [name, value] of form) {
    if (!moved && typeof value !== 'string') {
      fixed.append('file', value)
      moved = true
    } else fixed.append(name, value)
  }
  if (!moved) return request
  const headers = new Headers(request.headers)
  headers.delete('content-type')
  headers.delete('content-length')
  return new Request(request.url, { method: request.method, headers, body: fixed })
}
