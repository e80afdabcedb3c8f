import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { acquireLock, DataDirLockedError, type LockInfo, readLock } from './lock.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lock-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('data dir lock', () => {
  it('lets one holder in and tells the next who holds it', () => {
    const lock = acquireLock(dir)
    lock.update({ url: 'http://127.0.0.1:54321' })
    expect(() => acquireLock(dir)).toThrow(DataDirLockedError)
    expect(() => acquireLock(dir)).toThrow(/pid \d+, serving http:\/\/127\.0\.0\.1:54321/)
    lock.release()
    expect(readLock(dir)).toBeNull()
    acquireLock(dir).release()
  })

  it('takes over a lock left by a process that is gone', async () => {
    await writeFile(
      path.join(dir, 'local-supabase.lock'),
      JSON.stringify({ pid: 2 ** 22 + 12345, startedAt: 'earlier' }),
    )
    const lock = acquireLock(dir)
    const written = JSON.parse(
      await readFile(path.join(dir, 'local-supabase.lock'), 'utf8'),
    ) as LockInfo
    expect(written.pid).toBe(process.pid)
    lock.release()
  })
})
