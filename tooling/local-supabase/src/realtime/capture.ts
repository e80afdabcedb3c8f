import { type RealtimeDb } from './db.ts'
import { type QueuedChange } from './postgres-changes.ts'
import { CHANGES_CHANNEL, DDL_CHANNEL, REALTIME_SCHEMA_SQL } from './schema-sql.ts'
import { SUBSCRIPTION_CHECK_SQL } from './subscription-sql.ts'

const BATCH = 100
const RETRY_MS = 100

const DRAIN_SQL = `
delete from realtime.change_queue
where id in (select id from realtime.change_queue order by id limit ${BATCH})
returning id, schema_name, table_name, type, record, old_record, commit_timestamp`

/**
 * Creates the realtime schema, the supabase_realtime publication (if missing) and the capture
 * triggers. Idempotent; call it before migrations that `alter publication supabase_realtime`.
 */
export async function installRealtimeSchema(db: RealtimeDb): Promise<void> {
  await db.exec(REALTIME_SCHEMA_SQL + SUBSCRIPTION_CHECK_SQL)
}

export interface Capture {
  stop(): Promise<void>
}

/**
 * Wakes on NOTIFY and drains the queue in id order, one batch at a time; a wake-up during a
 * drain only marks that another pass is due, so changes are handled once and in commit order.
 */
export async function startCapture(
  db: RealtimeDb,
  handlers: {
    onChange: (change: QueuedChange) => Promise<void>
    onDdl: () => void
    onError: (error: unknown) => void
  },
): Promise<Capture> {
  let draining: Promise<void> | undefined
  let again = false
  let stopped = false

  async function drain(): Promise<void> {
    do {
      again = false
      for (;;) {
        if (stopped) return
        const { rows } = await db.query<QueuedChange>(DRAIN_SQL)
        for (const change of rows.sort((a, b) => Number(a.id) - Number(b.id)))
          await handlers.onChange(change)
        if (rows.length < BATCH) break
      }
    } while (again)
  }

  function wake(): void {
    if (draining) {
      again = true
      return
    }
    draining = drain()
      .catch((error: unknown) => {
        handlers.onError(error)
        // Left in the queue; try again soon rather than wait for the next NOTIFY.
        if (!stopped) setTimeout(wake, RETRY_MS).unref()
      })
      .finally(() => {
        draining = undefined
        if (again && !stopped) wake()
      })
  }

  const unlisteners = [
    await db.listen(CHANGES_CHANNEL, wake),
    await db.listen(DDL_CHANNEL, () => handlers.onDdl()),
  ]
  wake()
  return {
    async stop() {
      stopped = true
      for (const unlisten of unlisteners) await unlisten()
      await draining
    },
  }
}
