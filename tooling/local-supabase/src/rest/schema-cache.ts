import type { PgliteConnection } from '@supabase/lite/pglite'

type Named = { schema?: string | null; name?: string; table?: string }
type Introspection = Record<string, unknown> & { tables: Named[]; views?: Named[] }

/** Lists in lite's introspection whose entries belong to one table (`schema` + `table`). */
const PER_TABLE = [
  'columns',
  'indexes',
  'foreign_keys',
  'primary_keys',
  'check_constraints',
  'unique_constraints',
  'comments',
]

/**
 * lite 0.10 looks many things up in its schema cache by table name alone; e.g. `select=*,users(*)`
 * expanded `*` to the columns of every table called `users`, `auth.users` included (42703), and
 * a `messages` table got `realtime.messages`' columns. PostgREST's cache holds only the exposed
 * schemas for that purpose. Here a table outside the exposed schemas (`[api] schemas`) is left out
 * of the cache when an exposed table or view has the same name; nothing else changes.
 */
export function scopeSchemaCache(connection: PgliteConnection, exposed: string[]): void {
  const introspect = connection.introspect.bind(connection)
  const scoped = new WeakMap<object, unknown>()
  connection.introspect = (async (options?: { useCache?: boolean }) => {
    const result = (await introspect(options)) as unknown as Introspection
    let view = scoped.get(result)
    if (!view) {
      view = hideShadowed(result, exposed)
      scoped.set(result, view)
    }
    return view
  }) as typeof connection.introspect
}

function hideShadowed(cache: Introspection, exposed: string[]): Introspection {
  const isExposed = (schema: string | null | undefined) => exposed.includes(schema ?? 'public')
  const names = new Set(
    [...cache.tables, ...(cache.views ?? [])].filter((t) => isExposed(t.schema)).map((t) => t.name),
  )
  const shadowed = (schema: string | null | undefined, table: string | undefined) =>
    !isExposed(schema) && table !== undefined && names.has(table)
  const out: Introspection = {
    ...cache,
    tables: cache.tables.filter((t) => !shadowed(t.schema, t.name)),
  }
  for (const key of PER_TABLE) {
    const list = cache[key]
    if (!Array.isArray(list)) continue
    out[key] = (list as (Named & { ref_table?: string })[]).filter(
      (entry) => !shadowed(entry.schema, entry.table) && !shadowed(entry.schema, entry.ref_table),
    )
  }
  return out
}
