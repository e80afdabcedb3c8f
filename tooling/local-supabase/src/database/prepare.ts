import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createPgliteConnection, type PgliteConnection } from '@supabase/lite/pglite'
import { BOOTSTRAP_SQL } from './bootstrap-sql.ts'
import type { SupabaseConfig } from '../config.ts'
import { openDatabase } from './open.ts'
import { databaseTemplate } from './template.ts'
import { DEV_JWT_SECRET, DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from '../keys.ts'
import { createLiteApp, type LiteAppOptions } from '../lite-app.ts'
import { contribExtensions } from './extensions.ts'
import { applyMigrations, listMigrations, RECORD_MIGRATION_SQL, runSqlFile } from './migrations.ts'
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
const SILENT = { send: async () => {} }

type SetUp = { config: SupabaseConfig; paths: ProjectPaths; projectRoot: string }

/**
 * The database side of start-up: PGlite (from a cached template when new), lite's App on it,
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
  const setUp = { config, paths, projectRoot }
  // A data dir is new once per `reset`; it applies the migrations itself, as before.
  const migrated = dataDir ? undefined : await migratedTemplate(setUp)
  const { connection, db, fresh } = await openDatabase(dataDir, () =>
    migrated ? Promise.resolve(migrated.tarball) : baseTemplate(projectRoot),
  )
  onClose(() => connection.close())
  const storage = createStorageAdapter(dataDir ? path.join(dataDir, 'storage') : undefined)
  const { app, applied } = await migrate(connection, { ...setUp, fresh, emailDriver, storage })
  // From the migrated template nothing is pending; callers still see its migrations as applied
  // by this start, as when each start applied them.
  const appliedMigrations = [...(migrated?.migrations ?? []), ...applied]
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

/**
 * What a start does to the database it opened, up to the seed: our fixes to lite's connection,
 * lite's App, the bootstrap SQL on an existing database and the pending migrations. The migrated
 * template is built by this same function, so a database loaded from it is the one a start that
 * applied the migrations itself would have.
 */
async function migrate(
  connection: PgliteConnection,
  {
    config,
    paths,
    projectRoot,
    fresh,
    emailDriver,
    storage,
  }: SetUp & {
    fresh: boolean
    emailDriver: LiteAppOptions['emailDriver']
    storage: ReturnType<typeof createStorageAdapter>
  },
) {
  patchRestErrorMapping(connection)
  keepMigrationGrants(connection)
  serializeTransactions(connection)
  scopeSchemaCache(connection, config.api?.schemas ?? ['public'])
  const app = await createLiteApp({
    connection,
    config,
    projectRoot,
    keys: KEYS,
    emailDriver,
    storageAdapter: storage,
    ensureSchema: !fresh,
  })
  if (!fresh) await connection.driver.exec(BOOTSTRAP_SQL)
  const applied = await applyMigrations(connection.driver, paths.migrationsDir)
  return { app, applied }
}

/** Where every new database starts: initdb, lite's auth/storage schemas, the bootstrap SQL. */
function baseTemplate(projectRoot: string): Promise<Blob> {
  return databaseTemplate(
    BOOTSTRAP_SQL,
    () => createPgliteConnection({}),
    async (template) => {
      await createLiteApp({
        connection: template,
        config: {},
        projectRoot,
        keys: KEYS,
        emailDriver: SILENT,
        storageAdapter: createStorageAdapter(),
      })
      await template.driver.exec(BOOTSTRAP_SQL)
    },
  )
}

/**
 * Applying supabase/migrations (28 files, 270 kB of SQL) took ~0.5 s of a ~2 s in-memory start, and
 * every test file starts at least one. This template is the base one with the migrations applied by
 * migrate(). Its key holds what decides what migrating writes: the base template's key, every
 * migration file's name and content, the extensions a migration may create and how a migration is
 * recorded (migrate()'s fixes to lite's connection act on REST requests, and lite's App writes
 * nothing there); so an edited or added migration makes (and caches) a new template, never an old
 * one. What a migration takes from the clock or at random is the build's, shared by the instances
 * (storage.buckets' created_at, private.mail_signing_key's key); nothing else differs (catalogs,
 * grants, rows and sequences compared). No migrations: none (the base template is that database).
 */
async function migratedTemplate(setUp: SetUp) {
  const migrations = await listMigrations(setUp.paths.migrationsDir)
  if (migrations.length === 0) return undefined
  const files = await Promise.all(
    migrations.map(async (m) => `${path.basename(m.file)} ${sha256(await readFile(m.file))}`),
  )
  const digest = sha256(
    [RECORD_MIGRATION_SQL, ...Object.keys(contribExtensions), ...files].join('\n'),
  )
  const tarball = await databaseTemplate(
    `${BOOTSTRAP_SQL}\n-- migrations ${digest}`,
    async () => (await openDatabase(undefined, () => baseTemplate(setUp.projectRoot))).connection,
    async (template) => {
      const storage = createStorageAdapter()
      await migrate(template, { ...setUp, fresh: true, emailDriver: SILENT, storage })
    },
  )
  return { tarball, migrations }
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')
