import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import { startTestBackend } from './backend.ts'

// An in-memory backend loads a cached template with its migrations already applied
// (database/prepare.ts); it must never be one made from other migrations than the dir's.
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-supabase-migrations-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const write = (name: string, sql: string) => writeFile(path.join(dir, name), sql)

async function started<T>(check: (backend: LocalSupabase) => Promise<T>): Promise<T> {
  const backend = await startTestBackend({ migrationsDir: dir })
  try {
    return await check(backend)
  } finally {
    await backend.stop()
  }
}

const columns = (backend: LocalSupabase) =>
  backend.sql<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = 'things' order by ordinal_position`,
  )

describe('the migrations of an in-memory backend', () => {
  it('are the current files after one is edited or added', async () => {
    await write('20260101000000_things.sql', 'create table public.things (id int primary key);')
    await started(async (backend) => {
      expect(backend.appliedMigrations).toEqual([
        {
          version: '20260101000000',
          name: 'things',
          file: path.join(dir, '20260101000000_things.sql'),
        },
      ])
      expect(await columns(backend)).toEqual([{ column_name: 'id' }])
    })

    await write(
      '20260101000000_things.sql',
      'create table public.things (id int primary key, label text);',
    )
    await started(async (backend) => {
      expect(backend.appliedMigrations.map((m) => m.name)).toEqual(['things'])
      expect(await columns(backend)).toEqual([{ column_name: 'id' }, { column_name: 'label' }])
    })

    await write('20260102000000_first_thing.sql', "insert into public.things values (1, 'added');")
    await started(async (backend) => {
      expect(backend.appliedMigrations.map((m) => m.name)).toEqual(['things', 'first_thing'])
      expect(await backend.sql('select id, label from public.things')).toEqual([
        { id: 1, label: 'added' },
      ])
      expect(
        await backend.sql(
          'select version, name from supabase_migrations.schema_migrations order by version',
        ),
      ).toEqual([
        { version: '20260101000000', name: 'things' },
        { version: '20260102000000', name: 'first_thing' },
      ])
    })
  })
})
