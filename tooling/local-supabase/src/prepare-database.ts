import { existsSync } from 'node:fs'
import path from 'node:path'
import { BOOTSTRAP_SQL } from './bootstrap-sql.ts'
import type { SupabaseConfig } from './config.ts'
import { openDatabase } from './database.ts'
import { DEV_JWT_SECRET, DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from './keys.ts'
import { createLiteApp, type LiteAppOptions } from './lite-app.ts'
import { applyMigrations, runSqlFile } from './migrations.ts'
import type { ProjectPaths } from './paths.ts'
import { keepMigrationGrants } from './grants.ts'
import { patchRestErrorMapping } from './rest-errors.ts'
import { createStorageAdapter } from './storage-adapter.ts'

export type PrepareOptions = {
  dataDir: string | undefined
  config: SupabaseConfig
  paths: ProjectPaths
  seed: boolean
  emailDriver: LiteAppOptions['emailDriver']
  /** Registers a shutdown step (run in reverse order by stop()). */
  onClose: (step: () => Promise<unknown>) => void
}

const KEYS = { publishable: DEV_PUBLISHABLE_KEY, secret: DEV_SECRET_KEY, jwtSecret: DEV_JWT_SECRET }

/**
 * The database side of start-up: PGlite (from the cached template when new), lite's App on it,
 * Supabase's roles and grants, pending migrations, and the seed for a new database.
 */
export async function prepareDatabase({
  dataDir,
  config,
  paths,
  seed,
  emailDriver,
  onClose,
}: PrepareOptions) {
  const projectRoot = path.dirname(path.dirname(path.resolve(paths.configPath)))
  const { connection, db, fresh } = await openDatabase(dataDir, {
    version: BOOTSTRAP_SQL,
    async prepare(template) {
      const silent = { send: async () => {} }
      await createLiteApp({
        connection: template,
        config: {},
        projectRoot,
        keys: KEYS,
        emailDriver: silent,
        storageAdapter: createStorageAdapter(),
      })
      await template.driver.exec(BOOTSTRAP_SQL)
    },
  })
  onClose(() => connection.close())
  patchRestErrorMapping(connection)
  keepMigrationGrants(connection)
  const app = await createLiteApp({
    connection,
    config,
    projectRoot,
    keys: KEYS,
    emailDriver,
    storageAdapter: createStorageAdapter(dataDir ? path.join(dataDir, 'storage') : undefined),
    ensureSchema: !fresh,
  })
  if (!fresh) await db.exec(BOOTSTRAP_SQL)
  const appliedMigrations = await applyMigrations(db, paths.migrationsDir)
  if (fresh && seed && existsSync(paths.seedPath)) await runSqlFile(db, paths.seedPath)
  await connection.clearSchemaCache()
  return { connection, db, app, appliedMigrations }
}
