import { existsSync } from 'node:fs'
import path from 'node:path'
import { BOOTSTRAP_SQL } from './bootstrap-sql.ts'
import type { SupabaseConfig } from '../config.ts'
import { openDatabase } from './open.ts'
import { DEV_JWT_SECRET, DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from '../keys.ts'
import { createLiteApp, type LiteAppOptions } from '../lite-app.ts'
import { applyMigrations, runSqlFile } from './migrations.ts'
import type { ProjectPaths } from '../paths.ts'
import { keepMigrationGrants } from './grants.ts'
import {
  readPostgrestSettings,
  type PostgrestSettings,
  type PostgrestState,
} from '../rest/settings.ts'
import { patchRestErrorMapping } from '../rest/errors.ts'
import { scopeSchemaCache } from '../rest/schema-cache.ts'
import { serializeTransactions } from './serial-transactions.ts'
import { createStorageAdapter } from '../storage/adapter.ts'

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
  serializeTransactions(connection)
  scopeSchemaCache(connection, config.api?.schemas ?? ['public'])
  const storage = createStorageAdapter(dataDir ? path.join(dataDir, 'storage') : undefined)
  const app = await createLiteApp({
    connection,
    config,
    projectRoot,
    keys: KEYS,
    emailDriver,
    storageAdapter: storage,
    ensureSchema: !fresh,
  })
  if (!fresh) await db.exec(BOOTSTRAP_SQL)
  const appliedMigrations = await applyMigrations(db, paths.migrationsDir)
  if (fresh && seed && existsSync(paths.seedPath)) await runSqlFile(db, paths.seedPath)
  await connection.clearSchemaCache()
  const postgrest: PostgrestState = {
    settings: await readPostgrestSettings(db),
    connection,
    defaultSchema: config.api?.schemas?.[0] ?? 'public',
  }
  const applySettings = (settings: PostgrestSettings) => {
    postgrest.settings = settings
    Object.assign(app.config.api ?? {}, {
      aggregates_enabled: settings.aggregates,
      plan_enabled: settings.plan,
    })
  }
  applySettings(postgrest.settings)
  // PostgREST reloads its schema cache and in-database config on these notifications; Supabase's
  // event triggers (bootstrap-sql.ts) send `reload schema` after every DDL statement.
  const unlisten = await db.listen('pgrst', (payload) => {
    if (payload !== 'reload config') void connection.clearSchemaCache()
    if (payload !== 'reload schema') void readPostgrestSettings(db).then(applySettings)
  })
  onClose(unlisten)
  return { connection, db, app, storage, appliedMigrations, postgrest }
}
