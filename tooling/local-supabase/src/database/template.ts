import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPgliteConnection, type PgliteConnection } from '@supabase/lite/pglite'

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

const loaded = new Map<string, Promise<Blob>>()

/**
 * PGlite's initdb (WASM, plus the extensions lite loads) takes ~3–4 s and provisioning lite's
 * auth/storage schemas another ~1.5 s; loading a tarball of the result takes ~1 s. The tarball
 * depends only on the PGlite and lite versions and on `prepare`, so it is cached once per machine
 * (in the OS temp dir) and shared by every instance and test process; in-process, it is read once.
 */
export function databaseTemplate(
  version: string,
  prepare: (connection: PgliteConnection) => Promise<void>,
): Promise<Blob> {
  const pending = loaded.get(version) ?? loadOrBuild(version, prepare)
  loaded.set(version, pending)
  pending.catch(() => loaded.delete(version))
  return pending
}

async function loadOrBuild(
  version: string,
  prepare: (connection: PgliteConnection) => Promise<void>,
): Promise<Blob> {
  const key = createHash('sha256')
    .update(
      [packageVersion('@electric-sql/pglite'), packageVersion('@supabase/lite'), version].join(
        '\n',
      ),
    )
    .digest('hex')
    .slice(0, 16)
  const dir = path.join(tmpdir(), 'teamboard-local-supabase')
  const file = path.join(dir, `template-${key}.tar.gz`)
  const cached = await readFile(file).catch(() => null)
  if (cached) return new Blob([cached])

  const connection = await createPgliteConnection({})
  await prepare(connection)
  const dump = await connection.driver.dumpDataDir('gzip')
  await connection.close()
  const bytes = new Uint8Array(await dump.arrayBuffer())
  await mkdir(dir, { recursive: true })
  const partial = `${file}.${randomUUID()}.partial`
  await writeFile(partial, bytes)
  await rename(partial, file)
  return new Blob([bytes])
}
