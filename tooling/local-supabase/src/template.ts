import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPgliteConnection } from '@supabase/lite/pglite'

function packageVersion(specifier: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve(specifier)))
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
      if (pkg.name === specifier) return pkg.version ?? 'unknown'
    }
    dir = path.dirname(dir)
  }
  return 'unknown'
}

/**
 * PGlite's initdb (WASM, plus the extensions lite loads) takes ~3–4 s; loading a tarball of a
 * freshly initialised data dir takes ~1 s. The tarball depends only on the PGlite and lite
 * versions, so it is cached once per machine and shared by every instance and test process.
 */
export async function initdbTemplate(): Promise<Blob> {
  const key = `pglite-${packageVersion('@electric-sql/pglite')}-lite-${packageVersion('@supabase/lite')}`
  const dir = path.join(tmpdir(), 'teamboard-local-supabase')
  const file = path.join(dir, `${key}.tar.gz`)
  const cached = await readFile(file).catch(() => null)
  if (cached) return new Blob([cached])

  const connection = await createPgliteConnection({})
  const dump = await connection.driver.dumpDataDir('gzip')
  await connection.close()
  const bytes = new Uint8Array(await dump.arrayBuffer())
  await mkdir(dir, { recursive: true })
  const partial = `${file}.${randomUUID()}.partial`
  await writeFile(partial, bytes)
  await rename(partial, file)
  return new Blob([bytes])
}
