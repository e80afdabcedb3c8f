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
export async function listFolder(
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
