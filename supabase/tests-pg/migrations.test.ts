import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMigrations, copyDatabase, migrationFiles, urlOf } from './support/db.ts'

// Every migration, in order, from an empty Supabase project (supabase-image.sql) on real
// PostgreSQL: one test per file, so a migration that only PGlite accepts is named.

let database: Awaited<ReturnType<typeof copyDatabase>>
let client: pg.Client

beforeAll(async () => {
  database = await copyDatabase('supabase_image', 1)
  client = new pg.Client({ connectionString: urlOf(database.name) })
  await client.connect()
})

afterAll(async () => {
  await client?.end()
  await database?.close()
})

describe('migrations apply from scratch on PostgreSQL', () => {
  it.each(migrationFiles())('%s', async (file) => {
    await applyMigrations(client, [file])
  })

  it('leave RLS on for every table of the API schema', async () => {
    const { rows } = await client.query<{ relname: string }>(
      `select relname from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'r' and not relrowsecurity`,
    )
    expect(rows).toEqual([])
  })

  it('run on the server the lane was meant for', async () => {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num')
    expect(Number(rows[0]!.server_version_num)).toBeGreaterThanOrEqual(150000)
  })
})
