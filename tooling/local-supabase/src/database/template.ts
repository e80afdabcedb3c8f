import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import type { PgliteConnection } from '@supabase/lite/pglite'

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
 * `version` names what `prepare` writes (prepare.ts: the bootstrap SQL, or that plus a digest of
 * the migrations for the migrated template); `open` gives the database it writes to.
 */
export function databaseTemplate(
  version: string,
  open: () => Promise<PgliteConnection>,
  prepare: (connection: PgliteConnection) => Promise<void>,
): Promise<Blob> {
  const pending = loaded.get(version) ?? loadOrBuild(version, open, prepare)
  loaded.set(version, pending)
  pending.catch(() => loaded.delete(version))
  return pending
}

async function loadOrBuild(
  version: string,
  open: () => Promise<PgliteConnection>,
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
  if (cached) return unpacked(cached)

  const connection = await open()
  let dump: Blob
  try {
    await prepare(connection)
    // The dump copies PGlite's files as they are; without a checkpoint, loading it replays the WAL,
    // and a replayed nextval moves its sequence 32 ahead (cron.schedule in a migration made the
    // next job id 34 instead of 3, unlike a database that ran the migrations itself).
    await connection.driver.exec('checkpoint')
    dump = await connection.driver.dumpDataDir('gzip')
  } finally {
    await connection.close()
  }
  const bytes = new Uint8Array(await dump.arrayBuffer())
  await mkdir(dir, { recursive: true })
  const partial = `${file}.${randomUUID()}.partial`
  await writeFile(partial, bytes)
  await rename(partial, file)
  return unpacked(bytes)
}

/**
 * The file stays gzipped (5 MB rather than 43), but PGlite gets the plain tar: handed the gzip, it
 * first fails to untar it, then gunzips it, for every instance (~0.3 s); here, once per process.
 */
async function unpacked(gzipped: Uint8Array): Promise<Blob> {
  return new Blob([await promisify(gunzip)(gzipped)])
}
