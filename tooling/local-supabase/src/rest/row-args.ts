import type { PgliteConnection } from '@supabase/lite/pglite'

type Fn = { schema?: string; name: string; arg_names: string[]; arg_types: string[] }
type Column = { table: string; schema?: string | null; name: string; ordinal_position: number }
type Cache = { functions?: Fn[]; columns: Column[] }

/**
 * A row-type argument (`get_messages(user_row users)` called with `{ user_row: { … } }`):
 * PostgREST builds the record from the JSON object (json_populate_record); lite 0.10 handed the
 * object to PGlite, which sent `[object Object]` (400 22P02 malformed record literal). The object
 * is sent on as a record literal in the table's (or view's) column order; absent keys are NULL,
 * as in PostgREST. Only POSTed calls with an object argument pay for the lookup.
 */
export async function rowArguments(
  request: Request,
  connection: PgliteConnection,
  defaultSchema: string,
): Promise<Request> {
  if (request.method !== 'POST') return request
  const { pathname } = new URL(request.url)
  if (!pathname.startsWith('/rest/v1/rpc/')) return request
  let body: unknown
  try {
    body = JSON.parse(await request.clone().text())
  } catch {
    return request
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return request
  const args = body as Record<string, unknown>
  const objects = Object.keys(args).filter((key) => isPlainObject(args[key]))
  if (objects.length === 0) return request
  const name = decodeURIComponent(pathname.slice('/rest/v1/rpc/'.length))
  const schema = request.headers.get('content-profile') ?? defaultSchema
  const cache = (await connection.introspect({ useCache: true })) as unknown as Cache
  const candidates = (cache.functions ?? []).filter(
    (fn) =>
      fn.name === name &&
      (fn.schema ?? 'public') === schema &&
      Object.keys(args).every((key) => fn.arg_names.includes(key)),
  )
  let changed = false
  for (const key of objects) {
    const types = new Set(candidates.map((fn) => fn.arg_types[fn.arg_names.indexOf(key)]))
    if (types.size !== 1) continue // overloaded on this argument's type: PostgREST decides by name
    const columns = rowColumns(cache, [...types][0] ?? '', schema)
    if (columns.length === 0) continue
    args[key] = recordLiteral(columns, args[key] as Record<string, unknown>)
    changed = true
  }
  return changed ? new Request(request, { body: JSON.stringify(args) }) : request
}

function rowColumns(cache: Cache, type: string, schema: string): string[] {
  const [typeSchema, typeName] = type.includes('.')
    ? type.replaceAll('"', '').split('.', 2)
    : [schema, type.replaceAll('"', '')]
  return cache.columns
    .filter((c) => c.table === typeName && (c.schema ?? 'public') === typeSchema)
    .sort((a, b) => a.ordinal_position - b.ordinal_position)
    .map((c) => c.name)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Postgres's composite input syntax: `(a,"b c",)`, an empty field being NULL. */
function recordLiteral(columns: string[], row: Record<string, unknown>): string {
  const fields = columns.map((column) => {
    const value = row[column]
    if (value === null || value === undefined) return ''
    const text =
      typeof value === 'string'
        ? value
        : typeof value === 'object'
          ? JSON.stringify(value)
          : `${value as number | boolean}`
    return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
  })
  return `(${fields.join(',')})`
}
