import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

export type LockInfo = {
  pid: number
  url?: string
  mailboxUrl?: string
  smtpPort?: number
  startedAt: string
}

export class DataDirLockedError extends Error {
  readonly holder: LockInfo
  constructor(dataDir: string, holder: LockInfo) {
    super(
      `The data directory ${dataDir} is in use by another local-supabase process (pid ${holder.pid}` +
        `${holder.url ? `, serving ${holder.url}` : ''}, started ${holder.startedAt}). ` +
        'Stop it first (Ctrl+C in its terminal), or use another data directory.',
    )
    this.name = 'DataDirLockedError'
    this.holder = holder
  }
}

const lockFile = (dataDir: string) => path.join(dataDir, 'local-supabase.lock')

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Who holds the data dir, or null when it is free (a lock left by a dead process is ignored). */
export function readLock(dataDir: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as LockInfo
    return isAlive(info.pid) ? info : null
  } catch {
    return null
  }
}

/**
 * One process owns a PGlite data dir: two would corrupt it. The lock file is created with O_EXCL;
 * a stale one (its pid is gone) is taken over.
 */
export function acquireLock(dataDir: string): {
  update(info: Partial<LockInfo>): void
  release(): void
} {
  const file = lockFile(dataDir)
  const startedAt = new Date().toISOString()
  const write = (extra: Partial<LockInfo>) => {
    const fd = openSync(file, 'w')
    writeSync(fd, JSON.stringify({ pid: process.pid, startedAt, ...extra }))
    closeSync(fd)
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      closeSync(openSync(file, 'wx'))
      write({})
      return {
        update: (info) => write(info),
        release: () => rmSync(file, { force: true }),
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readLock(dataDir)
      if (holder) throw new DataDirLockedError(dataDir, holder)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock ${dataDir}`)
}
