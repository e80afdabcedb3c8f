#!/usr/bin/env node
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from './config.ts'
import { DataDirLockedError, readLock } from './database/lock.ts'
import { MigrationError } from './database/migrations.ts'
import { defaultDataDir, projectPaths } from './paths.ts'
import { resetDatabase } from './database/reset.ts'
import { startLocalSupabase } from './start.ts'
import { formatStatus } from './status.ts'

const USAGE = `Usage: local-supabase <start|reset|status> [--data-dir <dir>] [--port <n>]

  start   serve the local backend (API 54321, mailbox 54324, SMTP 54325 from supabase/config.toml)
  reset   wipe the local database, re-apply supabase/migrations and supabase/seed.sql
  status  print URLs and keys of the running backend`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string' },
    port: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})
const command = positionals[0]
const paths = projectPaths()
const dataDir = path.resolve(values['data-dir'] ?? defaultDataDir(paths.supabaseDir))

function fail(error: unknown): never {
  if (error instanceof MigrationError) {
    console.error(
      `\nMigration failed at ${path.relative(process.cwd(), error.file)}:${error.line}\n  ${error.message.split(': ').slice(1).join(': ')}`,
    )
  } else if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}`)
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    const port = (error as { port?: number }).port
    console.error(
      `\nPort ${port ?? ''} is already in use — is another local-supabase (or supabase start) running? See supabase/config.toml for the ports.`,
    )
  } else {
    console.error('\nlocal-supabase failed:', error instanceof Error ? error.message : error)
  }
  process.exit(1)
}

async function start() {
  const { config } = await loadConfig(paths.configPath)
  const begun = performance.now()
  const backend = await startLocalSupabase({
    dataDir,
    port: values.port ? Number(values.port) : (config.api?.port ?? 54321),
    mailboxPort: config.inbucket?.port ?? 54324,
    smtpPort: config.inbucket?.smtp_port ?? 54325,
  })
  const applied = backend.appliedMigrations.map((m) => `${m.version}_${m.name}`)
  console.log(
    `\nlocal-supabase started in ${Math.round(performance.now() - begun)} ms${applied.length ? `; applied ${applied.join(', ')}` : ''}\n`,
  )
  console.log(
    formatStatus({
      url: backend.url,
      mailboxUrl: backend.mailbox.url,
      smtpPort: backend.mailbox.smtpPort,
      dataDir,
    }),
  )
  console.log("\nDev-only keys, like the Supabase CLI's. Ctrl+C to stop.")
  let stopping = false
  const shutdown = () => {
    if (stopping) return
    stopping = true
    void backend.stop().then(() => process.exit(0))
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

async function reset() {
  const applied = await resetDatabase({ dataDir })
  const count = applied.length
  console.log(
    `Reset ${path.relative(process.cwd(), dataDir) || dataDir}: applied ${count} migration${count === 1 ? '' : 's'} and the seed.`,
  )
}

function status() {
  const holder = readLock(dataDir)
  if (!holder?.url) {
    console.error('local-supabase is not running. Start it with `pnpm db:start` (or `pnpm dev`).')
    process.exit(1)
  }
  console.log(
    formatStatus({
      url: holder.url,
      mailboxUrl: holder.mailboxUrl ?? '',
      smtpPort: holder.smtpPort ?? 0,
      dataDir,
    }),
  )
}

if (values.help || !command) {
  console.log(USAGE)
} else if (command === 'start') {
  await start().catch(fail)
} else if (command === 'reset') {
  await reset().catch(fail)
} else if (command === 'status') {
  status()
} else {
  console.error(`Unknown command "${command}".\n\n${USAGE}`)
  process.exit(1)
}
