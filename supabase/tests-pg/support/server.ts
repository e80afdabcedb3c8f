import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { env } from './env.ts'

// A throw-away PostgreSQL server for the real-Postgres lane: Debian's binaries (installed by
// scripts/ensure-postgres.sh), initdb into a temp dir, postgres on a free loopback port, removed
// on stop. No system service and no Docker. Postgres refuses to run as root, so under root (CI)
// the server runs as the `postgres` user the Debian package creates.

export type PgServer = { url: (database?: string) => string; port: number; stop(): Promise<void> }

function binDir(): string {
  if (env.PG_BIN) return env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions[0]) {
    throw new Error('no initdb under /usr/lib/postgresql/*/bin: run scripts/ensure-postgres.sh')
  }
  return path.join(root, versions[0], 'bin')
}

function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim())
  return { uid: id('-u'), gid: id('-g') }
}

async function freePort(): Promise<number> {
  if (env.PG_LANE_PORT) return env.PG_LANE_PORT
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Resolves once the server accepts a connection (or rejects when the process exits first). */
async function ready(url: string, server: ChildProcess, log: () => string): Promise<void> {
  let exited = false
  server.once('exit', () => (exited = true))
  for (;;) {
    if (exited) throw new Error(`postgres exited during start-up:\n${log()}`)
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await client.end().catch(() => {})
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

export async function startPgServer(): Promise<PgServer> {
  const bin = binDir()
  const user = runAs()
  const dir = mkdtempSync(path.join(tmpdir(), 'teamboard-pg-'))
  if (user) chownSync(dir, user.uid, user.gid)
  const data = path.join(dir, 'data')
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'],
    { ...user, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const port = await freePort()
  // Durability is irrelevant for a throw-away cluster; 200 connections leave room for the
  // concurrency tests' pools beside the per-file databases.
  const server = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=64MB',
      '-c',
      'logging_collector=off',
      '-c',
      'log_min_messages=warning',
      '-c',
      `log_destination=stderr`,
    ],
    { ...user, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  server.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000)
  })
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`
  await ready(url(), server, () => log)
  return {
    port,
    url,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGINT') // "fast" shutdown: ends sessions, no checkpoint wait
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
