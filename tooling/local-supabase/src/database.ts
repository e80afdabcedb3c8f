import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { createPgliteConnection } from '@supabase/lite/pglite'
import { initdbTemplate } from './template.ts'

/**
 * Opens the PGlite database lite runs on: in memory, or persisted in `<dataDir>/pgdata`. A new
 * database starts from the cached initdb tarball; `fresh` tells the caller to run the seed.
 */
export async function openDatabase(dataDir: string | undefined) {
  const pgdata = dataDir ? path.join(dataDir, 'pgdata') : undefined
  const fresh = !pgdata || !existsSync(path.join(pgdata, 'PG_VERSION'))
  if (pgdata) await mkdir(pgdata, { recursive: true })
  const template = fresh ? await initdbTemplate() : undefined
  const connection = await createPgliteConnection({
    url: pgdata,
    pgliteOptions: template ? { loadDataDir: template } : {},
  })
  await connection.driver.waitReady
  return { connection, db: connection.driver, fresh }
}
