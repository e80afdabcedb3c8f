import { rm } from 'node:fs/promises'
import path from 'node:path'
import { DataDirLockedError, readLock } from './lock.ts'
import type { MigrationFile } from './migrations.ts'
import { startLocalSupabase, type StartOptions } from '../start.ts'

/**
 * `local-supabase reset`: deletes the data dir (database and stored objects), then builds a fresh
 * database from the migrations and the seed. Refuses while a server owns the dir.
 */
export async function resetDatabase(
  options: StartOptions & { dataDir: string },
): Promise<MigrationFile[]> {
  const dataDir = path.resolve(options.dataDir)
  const holder = readLock(dataDir)
  if (holder) throw new DataDirLockedError(dataDir, holder)
  await rm(dataDir, { recursive: true, force: true })
  const backend = await startLocalSupabase({
    ...options,
    dataDir,
    port: 0,
    mailboxPort: 0,
    smtpPort: 0,
    realtime: false,
    functions: false,
    quiet: true,
  })
  await backend.stop()
  return backend.appliedMigrations
}
