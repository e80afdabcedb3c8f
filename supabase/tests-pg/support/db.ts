import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CRON_NET_VAULT_SQL } from '@teamboard/local-supabase/cron-sql'
import pg from 'pg'
import { inject } from 'vitest'

// Databases of the real-Postgres lane. The global setup (global-setup.ts) makes two templates on
// the lane's server: `supabase_image` (supabase-image.sql: what a Supabase project has before its
// first migration) and `teamboard` (that plus every migration). Each test file copies one.

const here = path.dirname(fileURLToPath(import.meta.url))
const MIGRATIONS_DIR = path.resolve(here, '../../migrations')
// A Supabase project offers Supabase Cron, pg_net and Vault; Debian's PostgreSQL has none of the
// three, so the lane gives them the same SQL surface the embedded backend gives PGlite.
export const IMAGE_SQL = `${readFileSync(path.join(here, 'supabase-image.sql'), 'utf8')}\n${CRON_NET_VAULT_SQL}`

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the lane's server with `{db}` where the database name goes. */
    pgUrl: string
  }
}

export function urlOf(database: string, template = inject('pgUrl')): string {
  return template.replace('{db}', database)
}

/** `<version>_<name>.sql` in version order, as the Supabase CLI applies them. */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort()
}

/** Applies each migration in its own transaction, as `supabase db push` does; names the failing file. */
export async function applyMigrations(client: pg.Client, files = migrationFiles()): Promise<void> {
  for (const file of files) {
    const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')
    try {
      await client.query(`begin; ${sql}; commit;`)
    } catch (error) {
      await client.query('rollback').catch(() => {})
      const { position } = error as { position?: string }
      const line = position ? sql.slice(0, Number(position) - 1).split('\n').length : '?'
      throw new Error(`${file}:${line}: ${(error as Error).message}`, { cause: error })
    }
  }
}

let copies = 0

/** A new database copied from a template (`teamboard`: migrated) and a pool of connections to it. */
export async function copyDatabase(
  template: 'teamboard' | 'supabase_image' = 'teamboard',
  max = 40,
): Promise<{ pool: pg.Pool; name: string; close(): Promise<void> }> {
  const name = `t_${process.pid}_${copies++}`
  const admin = new pg.Client({ connectionString: urlOf('postgres') })
  await admin.connect()
  try {
    await admin.query(`create database ${name} template ${template}`)
  } finally {
    await admin.end()
  }
  const pool = new pg.Pool({ connectionString: urlOf(name), max })
  return { pool, name, close: () => pool.end() }
}
