import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { createPgliteConnection, type PgliteConnection } from '@supabase/lite/pglite'
import { contribExtensions } from './extensions.ts'
import { databaseTemplate } from './template.ts'
import { timestampParsers } from '../rest/timestamps.ts'

/**
 * Opens the PGlite database lite runs on: in memory, or persisted in `<dataDir>/pgdata`. A new
 * database starts from the cached template tarball (initdb + lite's system schemas); `fresh` tells the caller to run the seed.
 */
export async function openDatabase(
  dataDir: string | undefined,
  template: { version: string; prepare: (connection: PgliteConnection) => Promise<void> },
) {
  const pgdata = dataDir ? path.join(dataDir, 'pgdata') : undefined
  const fresh = !pgdata || !existsSync(path.join(pgdata, 'PG_VERSION'))
  if (pgdata) await mkdir(pgdata, { recursive: true })
  const tarball = fresh ? await databaseTemplate(template.version, template.prepare) : undefined
  const connection = await createPgliteConnection({
    url: pgdata,
    pgliteOptions: {
      parsers: timestampParsers,
      extensions: contribExtensions,
      ...(tarball ? { loadDataDir: tarball } : {}),
    },
  })
  await connection.driver.waitReady
  return { connection, db: connection.driver, fresh }
}
