import type { PgliteConnection } from '@supabase/lite/pglite'

type Column = {
  table: string
  schema?: string | null
  name: string
  type?: string
  pg_type?: string
}
const WRITES = new Set(['POST', 'PATCH', 'PUT'])

/**
 * A JSON string written to a `json`/`jsonb` column (`insert({ data: 'hello' })`) is stored by
 * PostgREST as the JSON string `"hello"`; lite 0.10 handed the bare text to Postgres, which
 * answered 400 22P02 (invalid input syntax for type json), and text that happened to be JSON
 * (`'42'`) was stored as a number: lite parses such a string as JSON first. Such values are
 * re-encoded so that what lite passes on is the string's JSON text. Only writes to a table with a
 * json column pay for reading the body.
 */
export async function jsonColumnStrings(
  request: Request,
  connection: PgliteConnection,
  defaultSchema: string,
): Promise<Request> {
  if (!WRITES.has(request.method)) return request
  const { pathname } = new URL(request.url)
  const table = decodeURIComponent(pathname.slice('/rest/v1/'.length))
  if (!table || table.includes('/')) return request // rpc/… and unknown paths
  if (!request.headers.get('content-type')?.includes('json')) return request
  const schema = request.headers.get('content-profile') ?? defaultSchema
  const cache = (await connection.introspect({ useCache: true })) as unknown as {
    columns: Column[]
  }
  const jsonColumns = cache.columns
    .filter((c) => c.table === table && (c.schema ?? 'public') === schema)
    .filter((c) => /^jsonb?$/.test(c.pg_type ?? c.type ?? ''))
    .map((c) => c.name)
  if (jsonColumns.length === 0) return request
  let body: unknown
  try {
    body = JSON.parse(await request.clone().text())
  } catch {
    return request // lite answers a malformed body itself
  }
  let changed = false
  for (const row of Array.isArray(body) ? body : [body]) {
    if (typeof row !== 'object' || row === null) continue
    const record = row as Record<string, unknown>
    for (const name of jsonColumns) {
      if (typeof record[name] !== 'string') continue
      // lite JSON-parses a string bound for a json column and hands the result to PGlite, which
      // sends a string as is: the JSON text of the string's JSON text reaches Postgres as `"…"`.
      record[name] = JSON.stringify(JSON.stringify(record[name]))
      changed = true
    }
  }
  return changed ? new Request(request, { body: JSON.stringify(body) }) : request
}
