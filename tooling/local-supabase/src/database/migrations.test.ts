import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listMigrations } from './migrations.ts'

let dir: string | undefined
afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined))

describe('listMigrations', () => {
  it('orders <version>_<name>.sql files by version and ignores other files', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'migrations-'))
    for (const name of [
      '20260102000000_second.sql',
      '9_early.sql',
      '20260101000000_first.sql',
      'README.md',
      'notes.sql',
      '.gitkeep',
    ]) {
      await writeFile(path.join(dir, name), '')
    }
    const found = await listMigrations(dir)
    expect(found.map((m) => [m.version, m.name])).toEqual([
      ['9', 'early'],
      ['20260101000000', 'first'],
      ['20260102000000', 'second'],
    ])
  })

  it('treats a missing directory as no migrations', async () => {
    expect(await listMigrations('/nonexistent/migrations')).toEqual([])
  })
})
