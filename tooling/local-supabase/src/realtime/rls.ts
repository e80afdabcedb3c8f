import { type RealtimeDb, quoteIdent } from './db.ts'
import { type Subscriber } from './auth.ts'
import { type TableMeta } from './table-meta.ts'

/**
 * Realtime's RLS check (walrus `apply_rls`): select the changed row by primary key as the
 * subscriber's role with their claims; the row is delivered only if that select sees it.
 */
export async function isVisible(
  db: RealtimeDb,
  meta: TableMeta,
  record: Record<string, unknown>,
  subscriber: Subscriber,
): Promise<boolean> {
  if (!meta.rlsEnabled || subscriber.role === 'service_role') return true
  if (meta.primaryKey.length === 0) return false
  const where = meta.primaryKey
    .map(
      (column) =>
        `${quoteIdent(column)} = ($1::jsonb ->> ${quoteLiteral(column)})::${quoteIdent(meta.types.get(column) ?? 'text')}`,
    )
    .join(' and ')
  const sql = `select exists (select 1 from ${quoteIdent(meta.schema)}.${quoteIdent(meta.table)} where ${where})`
  const key = Object.fromEntries(meta.primaryKey.map((column) => [column, record[column]]))
  const { rows } = await db.query<{ visible: boolean }>(
    'select realtime.visible_to($1, $2, $3, $4) as visible',
    [subscriber.role, JSON.stringify(subscriber.claims), sql, JSON.stringify(key)],
  )
  return rows[0]?.visible === true
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}
