import type { PGlite } from '@electric-sql/pglite'
import { Cron } from 'croner'
import type { Log } from '../log.ts'

type Job = { jobid: string; schedule: string; command: string; username: string }
type Slot = { schedule: string; next: number; running: boolean }

const SECONDS = /^\s*(\d+)\s+seconds?\s*$/
const NICKNAMES: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@hourly': '0 * * * *',
}

/** When a schedule next fires after `from` (ms); pg_cron reads cron fields in GMT. */
export function nextRun(schedule: string, from: number): number | null {
  const seconds = SECONDS.exec(schedule)
  if (seconds) return from + Number(seconds[1]) * 1000
  const pattern = NICKNAMES[schedule.trim()] ?? schedule.trim()
  if (pattern === '@reboot') return null
  const next = new Cron(pattern, { paused: true, timezone: 'Etc/UTC' }).nextRun(new Date(from))
  return next ? next.getTime() : null
}

/**
 * pg_cron's launcher: every second it reads `cron.job`, runs each active job whose time has come
 * in its own transaction as the job's user, and records the run in `cron.job_run_details`
 * (`running` → `succeeded` | `failed` with the error's message). As upstream, a job never overlaps
 * itself: a run that is still going when the next is due makes that one wait.
 */
export function startCronScheduler(options: { db: PGlite; log: Log; tickMs?: number }) {
  const { db, log } = options
  const slots = new Map<string, Slot>()
  const inFlight = new Set<Promise<void>>()
  let closed = false

  async function run(job: Job, slot: Slot) {
    slot.running = true
    try {
      const [details] = (
        await db.query<{ runid: string }>(
          `insert into cron.job_run_details (jobid, database, username, command, status, start_time)
           values ($1, current_database(), $2, $3, 'running', clock_timestamp()) returning runid`,
          [job.jobid, job.username, job.command],
        )
      ).rows
      let status = 'succeeded'
      let message = ''
      try {
        await db.transaction(async (tx) => {
          if (job.username !== 'postgres')
            await tx.exec(`set local role "${job.username.replaceAll('"', '""')}"`)
          const results = await tx.exec(job.command)
          message = `${results.at(-1)?.affectedRows ?? results.at(-1)?.rows.length ?? 0} row(s)`
        })
      } catch (error) {
        status = 'failed'
        message = error instanceof Error ? error.message : String(error)
        log.debug(`cron job ${job.jobid} failed: ${message}`)
      }
      await db.query(
        `update cron.job_run_details set status = $2, return_message = $3, end_time = clock_timestamp() where runid = $1`,
        [details!.runid, status, message],
      )
    } finally {
      slot.running = false
    }
  }

  async function tick(now = Date.now()) {
    const jobs = (
      await db.query<Job>(
        'select jobid::text, schedule, command, username from cron.job where active order by jobid',
      )
    ).rows
    const live = new Set(jobs.map((job) => job.jobid))
    for (const id of slots.keys()) if (!live.has(id)) slots.delete(id)
    for (const job of jobs) {
      let slot = slots.get(job.jobid)
      if (!slot || slot.schedule !== job.schedule) {
        slot = {
          schedule: job.schedule,
          next: nextRun(job.schedule, now) ?? Infinity,
          running: false,
        }
        slots.set(job.jobid, slot)
        continue
      }
      if (slot.running || now < slot.next) continue
      slot.next = nextRun(job.schedule, now) ?? Infinity
      const running = run(job, slot).catch((error: unknown) => log.warn('cron run failed', error))
      inFlight.add(running)
      void running.finally(() => inFlight.delete(running))
    }
  }

  const timer = setInterval(() => {
    if (!closed) tick().catch((error: unknown) => log.debug('cron tick failed', error))
  }, options.tickMs ?? 1000)
  timer.unref()

  return {
    async close() {
      closed = true
      clearInterval(timer)
      await Promise.allSettled([...inFlight])
    },
  }
}
