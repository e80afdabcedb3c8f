import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, resetDatabase } from '../src/index.ts'
import { anonClient, FIXTURES, startTestBackend, uniqueEmail } from './backend.ts'

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-test-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

const email = uniqueEmail('persist')
const password = 'correct-horse-1'

describe('a data directory', () => {
  it('keeps users, rows and objects across a restart without re-applying migrations', async () => {
    const first = await startTestBackend({ dataDir })
    expect(first.appliedMigrations.map((m) => m.name)).toEqual(['schema'])
    const { data } = await first.serviceClient.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    })
    const client = anonClient(first)
    await client.auth.signInWithPassword({ email, password })
    await client.from('notes').insert({ title: 'survives restarts' })
    await client.storage
      .from('private-files')
      .upload(`${data.user?.id}/kept.txt`, new Blob(['kept']))
    await first.stop()

    const second = await startTestBackend({ dataDir })
    try {
      expect(second.appliedMigrations).toEqual([])
      const again = anonClient(second)
      expect((await again.auth.signInWithPassword({ email, password })).error).toBeNull()
      expect((await again.from('notes').select('title')).data).toEqual([
        { title: 'survives restarts' },
      ])
      expect(
        await (
          await again.storage.from('private-files').download(`${data.user?.id}/kept.txt`)
        ).data?.text(),
      ).toBe('kept')
    } finally {
      await second.stop()
    }
  })

  it('belongs to one process at a time', async () => {
    const owner = await startTestBackend({ dataDir })
    try {
      const second = await startTestBackend({ dataDir }).catch((error: unknown) => error)
      expect(second).toBeInstanceOf(DataDirLockedError)
      expect((second as Error).message).toContain(`pid ${process.pid}`)
      await expect(
        resetDatabase({ dataDir, migrationsDir: `${FIXTURES}migrations` }),
      ).rejects.toBeInstanceOf(DataDirLockedError)
    } finally {
      await owner.stop()
    }
  })

  it('is rebuilt clean by reset', async () => {
    const applied = await resetDatabase({
      dataDir,
      configPath: `${FIXTURES}config.toml`,
      migrationsDir: `${FIXTURES}migrations`,
      seed: false,
    })
    expect(applied.map((m) => m.name)).toEqual(['schema'])
    const fresh = await startTestBackend({ dataDir })
    try {
      expect(await fresh.sql('select email from auth.users')).toEqual([])
      expect(await fresh.sql('select title from public.notes')).toEqual([])
      expect(
        (await anonClient(fresh).auth.signInWithPassword({ email, password })).error?.code,
      ).toBe('invalid_credentials')
    } finally {
      await fresh.stop()
    }
  })
})

describe('the CLI', () => {
  const cli = path.join(import.meta.dirname, '..', 'src', 'cli.ts')
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, [cli, ...args]).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    )

  it('status says when nothing is running', async () => {
    const result = await run('status', '--data-dir', dataDir)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('not running')
  })

  it('rejects an unknown command with the usage', async () => {
    const result = await run('launch')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Usage: local-supabase')
  })
})
