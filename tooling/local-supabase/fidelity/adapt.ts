/**
 * The adaptations the suite needs here, printed by the runner; none touches a test. (The
 * `authenticator` role the schema alters exists on a new database, as on Supabase.)
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

export const ADAPTATIONS = [
  'PostGIS is not available on PGlite: the extension is not created and `shops.shop_geom` is text',
  'the tests’ hard-coded http://localhost:54321 is rewritten to our backend, with an `apikey` header (fidelity/setup.ts)',
  '`jest` is vitest’s `vi`; the upstream jest config’s 30 s test timeout and one-file-at-a-time order are kept',
]

/** Writes the adapted migrations and seed next to the extract; returns their paths. */
export async function adaptSchema(packageDir: string) {
  const from = path.join(packageDir, 'test', 'supabase')
  const out = path.join(packageDir, '.fidelity')
  const migrationsDir = path.join(out, 'migrations')
  await mkdir(migrationsDir, { recursive: true })
  const files = (await readdir(path.join(from, 'migrations'))).filter((f) => f.endsWith('.sql'))
  for (const file of files.sort()) {
    let sql = await readFile(path.join(from, 'migrations', file), 'utf8')
    sql = sql
      .replace(/create extension if not exists postgis[^;]*;/i, '-- fidelity: no PostGIS')
      .replace(/extensions\.geometry\([^)]*\)/gi, 'text')
    await writeFile(path.join(migrationsDir, file), sql)
  }
  const seedPath = path.join(out, 'seed.sql')
  await copyFile(path.join(from, 'seed.sql'), seedPath)
  return { configPath: path.join(from, 'config.toml'), migrationsDir, seedPath }
}
