import { storageError } from './errors.ts'
import type { StorageAdapter } from './storage-adapter.ts'

/**
 * lite 0.10 reads a multipart upload's bytes only from a form field named `file`, while
 * supabase-js (2.119) appends a Blob under an empty field name — upstream Storage takes the first
 * file part whatever its name. Renames that part to `file` before lite sees the request.
 */
async function normalizeMultipartUpload(request: Request): Promise<Request> {
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

type ListBody = {
  prefix?: string
  limit?: number
  offset?: number
  search?: string
  sortBy?: { column?: string; order?: string }
}
type ListedObject = Record<string, unknown> & { name: string }

/**
 * lite 0.10's `POST /object/list/:bucket` returns every object whose full name starts with
 * `prefix` (full names, nested ones included); upstream Storage lists one folder level: files by
 * their name inside the folder, sub-folders as `{ name, id: null, metadata: null }`. Lists through
 * lite without paging, then folds the result into folders and pages it.
 */
async function listFolder(
  request: Request,
  forward: (request: Request) => Promise<Response>,
): Promise<Response> {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as ListBody | null
  if (!body || typeof body !== 'object') return forward(request)
  const folder = (body.prefix ?? '').replace(/^\/+|\/+$/g, '')
  const base = folder ? `${folder}/` : ''
  const { limit = 100, offset = 0, search, sortBy, ...rest } = body
  const response = await forward(
    new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify({ ...rest, prefix: base }),
    }),
  )
  if (!response.ok) return response
  const objects = (await response.json()) as ListedObject[]
  const entries = new Map<string, ListedObject>()
  for (const object of objects) {
    if (!object.name.startsWith(base)) continue
    const [head = '', ...tail] = object.name.slice(base.length).split('/')
    if (!head || (search && !head.includes(search))) continue
    if (tail.length > 0) {
      if (!entries.has(head))
        entries.set(head, {
          name: head,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        })
    } else entries.set(head, { ...object, name: head })
  }
  const column = sortBy?.column ?? 'name'
  const direction = sortBy?.order?.toLowerCase() === 'desc' ? -1 : 1
  const sorted = [...entries.values()].sort(
    (a, b) => direction * sortText(a[column]).localeCompare(sortText(b[column])),
  )
  return new Response(JSON.stringify(sorted.slice(offset, offset + limit)), {
    headers: { 'content-type': 'application/json' },
  })
}

/** Listed values are JSON: text and numbers sort by their text, objects (metadata) by their JSON. */
const sortText = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value)

const relative = (url: unknown) =>
  typeof url === 'string' ? url.replace(/^\/storage\/v1/, '') : url

/**
 * lite 0.10 answers signing requests with `signedUrl: "/storage/v1/object/sign/…"`; upstream
 * Storage (and so supabase-js) uses `signedURL` relative to the storage URL, and `url` for signed
 * upload URLs. Renames the fields on successful responses.
 */
async function fixSignedUrls(request: Request, response: Response): Promise<Response> {
  const { pathname } = new URL(request.url)
  const signing =
    request.method === 'POST' &&
    (pathname.startsWith('/storage/v1/object/sign/') ||
      pathname.startsWith('/storage/v1/object/upload/sign/'))
  if (!signing || !response.ok) return response
  const body = await response.json()
  const rename = (entry: Record<string, unknown>) => {
    const { signedUrl, ...rest } = entry
    return pathname.startsWith('/storage/v1/object/upload/')
      ? { ...rest, url: relative(signedUrl) }
      : { ...rest, signedURL: relative(signedUrl) }
  }
  const fixed = Array.isArray(body)
    ? body.map((entry: Record<string, unknown>) =>
        entry.signedUrl ? rename(entry) : { ...entry, signedURL: null },
      )
    : rename(body as Record<string, unknown>)
  return new Response(JSON.stringify(fixed), {
    status: response.status,
    headers: { 'content-type': 'application/json' },
  })
}

/** lite answers a malformed JSON body on some storage routes with a 500; upstream says 400. */
async function invalidJson(request: Request): Promise<boolean> {
  if (
    request.method === 'GET' ||
    !request.headers.get('content-type')?.includes('application/json')
  )
    return false
  const text = await request.clone().text()
  try {
    if (text.trim()) JSON.parse(text)
    return false
  } catch {
    return true
  }
}

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
async function keepBytesOnRefusal(
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

/**
 * Upstream's object renderer (storage-api src/storage/renderer/renderer.ts): `?download` (or
 * `?download=<name>`) answers `Content-Disposition: attachment`, and a stored `text/html` is
 * served as `text/plain`. lite 0.10 ignored `download` and served HTML as HTML.
 */
function renderHeaders(request: Request, response: Response): Response {
  const url = new URL(request.url)
  if (request.method !== 'GET' || !response.ok || !url.pathname.startsWith('/storage/v1/object/'))
    return response
  const headers = new Headers(response.headers)
  if (headers.get('content-type')?.includes('text/html')) headers.set('content-type', 'text/plain')
  const download = url.searchParams.get('download')
  if (download === '') headers.set('content-disposition', 'attachment;')
  else if (download !== null) {
    const name = encodeURIComponent(download)
    headers.set('content-disposition', `attachment; filename=${name}; filename*=UTF-8''${name}`)
  }
  return new Response(response.body, { status: response.status, headers })
}

/** Storage requests through lite, with the fixes above. */
export async function handleStorage(
  request: Request,
  forward: (request: Request) => Promise<Response>,
  adapter: StorageAdapter,
): Promise<Response> {
  const { pathname } = new URL(request.url)
  if (await invalidJson(request))
    return storageError(400, 'InvalidRequest', 'Body is not valid JSON')
  if (pathname.startsWith('/storage/v1/object/list/') && request.method === 'POST')
    return listFolder(request, forward)
  const prepared = await normalizeMultipartUpload(request)
  const response = await keepBytesOnRefusal(prepared, adapter, forward)
  return renderHeaders(prepared, await fixSignedUrls(prepared, response))
}
