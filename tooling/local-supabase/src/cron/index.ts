import type { PGlite } from '@electric-sql/pglite'
import type { Log } from '../log.ts'
import { startNetWorker } from './net-worker.ts'
import { startCronScheduler } from './scheduler.ts'

/** Runs what pg_cron's launcher and pg_net's worker do on Supabase (schema: schema-sql.ts). */
export function startBackgroundWorkers(options: { db: PGlite; log: Log }) {
  const cron = startCronScheduler(options)
  const net = startNetWorker(options)
  return {
    async close() {
      await Promise.allSettled([cron.close(), net.close()])
    },
  }
}
