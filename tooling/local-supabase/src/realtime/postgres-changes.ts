import { type ChangeSubscription, type ChannelJoin, type Rooms } from './channel-join.ts'
import { type RealtimeDb } from './db.ts'
import { matches } from './filters.ts'
import { isVisible } from './rls.ts'
import { type TableCatalog, type TableMeta } from './table-meta.ts'

export interface QueuedChange {
  id: string
  schema_name: string
  table_name: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  record: Record<string, unknown> | null
  old_record: Record<string, unknown> | null
  commit_timestamp: string | Date
}

type Log = (message: string, error?: unknown) => void

function subscribed(sub: ChangeSubscription, change: QueuedChange, meta: TableMeta): boolean {
  if (sub.event !== '*' && sub.event !== change.type) return false
  if (sub.schema !== '*' && sub.schema !== change.schema_name) return false
  if (sub.table !== undefined && sub.table !== '*' && sub.table !== change.table_name) return false
  // A DELETE is filtered on the old row as Realtime has it (the key only, unless REPLICA IDENTITY
  // FULL without RLS): a filter on another column drops it, as upstream's does.
  return matches(
    sub.conditions,
    change.type === 'DELETE' ? oldRecord(change, meta) : change.record,
    meta.types,
  )
}

function pick(
  record: Record<string, unknown> | null,
  columns: string[] | undefined,
): Record<string, unknown> | null {
  if (!record || !columns) return record
  return Object.fromEntries(columns.filter((c) => c in record).map((c) => [c, record[c]]))
}

/**
 * Without REPLICA IDENTITY FULL only the key of the old row is known; with RLS on, a DELETE
 * is never RLS-checked, so Realtime sends no more than the key either.
 */
function oldRecord(change: QueuedChange, meta: TableMeta): Record<string, unknown> | null {
  const full = meta.replicaIdentityFull && !(change.type === 'DELETE' && meta.rlsEnabled)
  return full ? change.old_record : pick(change.old_record, meta.primaryKey)
}

function changeData(
  change: QueuedChange,
  meta: TableMeta,
  select: string[] | undefined,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    schema: change.schema_name,
    table: change.table_name,
    commit_timestamp: new Date(change.commit_timestamp).toISOString(),
    type: change.type,
    columns: select ? meta.columns.filter((c) => select.includes(c.name)) : meta.columns,
    errors: null,
  }
  if (change.type !== 'DELETE') data.record = pick(change.record, select)
  if (change.type !== 'INSERT') data.old_record = pick(oldRecord(change, meta), select)
  return data
}

const RLS_ATTEMPTS = 3

/**
 * lite runs a REST request's transaction as separate PGlite queries, so a check can land inside
 * one (and fail on its role's privileges); a short retry gets past it. Failing closed withholds.
 */
async function visibleOrWithheld(
  db: RealtimeDb,
  meta: TableMeta,
  record: Record<string, unknown>,
  join: ChannelJoin,
  log: Log,
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await isVisible(db, meta, record, join.subscriber)
    } catch (error) {
      if (attempt >= RLS_ATTEMPTS) {
        log(`realtime: RLS check on ${meta.schema}.${meta.table} failed; change withheld`, error)
        return false
      }
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt))
    }
  }
}

/** Delivers one captured change to every channel subscribed to it that may see the row. */
export async function dispatchChange(
  db: RealtimeDb,
  catalog: TableCatalog,
  rooms: Rooms,
  change: QueuedChange,
  log: Log,
): Promise<void> {
  const meta = await catalog.get(change.schema_name, change.table_name)
  if (!meta) return
  const audience: [ChannelJoin, ChangeSubscription[]][] = []
  for (const join of rooms.all()) {
    const subs = join.changes.filter((sub) => subscribed(sub, change, meta))
    if (subs.length > 0) audience.push([join, subs])
  }
  for (const [join, subs] of audience) {
    if (
      change.type !== 'DELETE' &&
      change.record &&
      !(await visibleOrWithheld(db, meta, change.record, join, log))
    )
      continue
    const selects = new Set(subs.map((sub) => sub.select?.join(',')))
    for (const select of selects) {
      const group = subs.filter((sub) => sub.select?.join(',') === select)
      join.push('postgres_changes', {
        ids: group.map((sub) => sub.id),
        data: changeData(change, meta, group[0]!.select),
      })
    }
  }
}
