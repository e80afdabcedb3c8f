import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { createPgliteConnection } from '@supabase/lite/pglite'
import { contribExtensions } from './extensions.ts'
import { timestampParsers } from '../rest/timestamps.ts'

/**
 * Opens the PGlite database lite runs on: in memory, or persisted in `<dataDir>/pgdata`. A new
 * database starts from `template`, a cached tarball (template.ts; prepare.ts says which one);
 * `fresh` tells the caller it is new (no system schemas to provision; run the seed).
 */
export async function openDatabase(dataDir: string | undefined, template: () => Promise<Blob>) {
  const pgdata = dataDir ? path.join(dataDir, 'pgdata') : undefined
  const fresh = !pgdata || !existsSync(path.join(pgdata, 'PG_VERSION'))
  if (pgdata) await mkdir(pgdata, { recursive: true })
  const tarball = fresh ? await template() : undefined
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
