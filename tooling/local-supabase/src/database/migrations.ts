import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { splitSqlStatements } from '@supabase/lite'

export type MigrationFile = { version: string; name: string; file: string }

/** A migration or seed that failed, with the file and 1-based line of the failing statement. */
export class MigrationError extends Error {
  readonly file: string
  readonly line: number
  constructor(file: string, line: number, reason: string) {
    super(`${file}:${line}: ${reason}`)
    this.name = 'MigrationError'
    this.file = file
    this.line = line
  }
}

/** `<version>_<name>.sql`, ordered by version, as the Supabase CLI reads supabase/migrations. */
export async function listMigrations(dir: string): Promise<MigrationFile[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  return names
    .map((name) => /^(\d+)_(.+)\.sql$/.exec(name))
    .filter((match) => match !== null)
    .map((match) => ({
      version: match[1] ?? '',
      name: match[2] ?? '',
      file: path.join(dir, match[0]),
    }))
    .sort((a, b) => a.version.localeCompare(b.version, 'en', { numeric: true }))
}

const lineAt = (sql: string, offset: number) => sql.slice(0, offset).split('\n').length

/**
 * Postgres reports `position` for parse errors; for errors raised while a statement runs it
 * does not, so the statements are replayed one by one in a rolled-back transaction to find it.
 */
async function locate(db: PGlite, sql: string, error: { position?: string }): Promise<number> {
  if (error.position) return lineAt(sql, Number(error.position) - 1)
  let offset = 0
  let line = 1
  await db
    .transaction(async (tx) => {
      for (const statement of splitSqlStatements(sql)) {
        const found = sql.indexOf(statement, offset)
        if (found >= 0) offset = found
        try {
          await tx.exec(statement)
        } catch {
          line = lineAt(sql, offset)
          break
        }
        offset += statement.length
      }
      throw new Error('diagnosis only: roll back')
    })
    .catch(() => {})
  return line
}

/** Runs one SQL file (the seed) in a transaction. */
export async function runSqlFile(db: PGlite, file: string): Promise<void> {
  const sql = await readFile(file, 'utf8')
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql)
    })
  } catch (error) {
    const line = await locate(db, sql, error as { position?: string })
    throw new MigrationError(file, line, (error as Error).message)
  }
}

/** How a migration is recorded; part of the migrated template's key (prepare.ts), as it writes. */
export const RECORD_MIGRATION_SQL =
  'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)'

/** Applies pending migrations in order, recording each in supabase_migrations.schema_migrations. */
export async function applyMigrations(db: PGlite, dir: string): Promise<MigrationFile[]> {
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  )
  const pending = (await listMigrations(dir)).filter((m) => !applied.has(m.version))
  for (const migration of pending) {
    const sql = await readFile(migration.file, 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query(RECORD_MIGRATION_SQL, [migration.version, migration.name, [sql]])
      })
    } catch (error) {
      const line = await locate(db, sql, error as { position?: string })
      throw new MigrationError(migration.file, line, (error as Error).message)
    }
  }
  return pending
}
