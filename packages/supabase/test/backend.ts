import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SupabaseClient } from '@supabase/supabase-js'

/**
 * This package's slice of the real local backend (tooling/local-supabase): only the profiles
 * migration, applied from a copy, so these tests pin down this slice whatever state later
 * migrations are in. Users come from `@teamboard/local-supabase/testing`.
 */
export const MIGRATION = '20261122000100_profiles.sql'

/** The part of @teamboard/local-supabase these tests use. */
export interface LocalSupabase {
  url: string
  publishableKey: string
  secretKey: string
  serviceClient: SupabaseClient
  appliedMigrations: { version: string }[]
  sql<T>(text: string, params?: unknown[]): Promise<T[]>
  stop(): Promise<void>
}
type Start = (options: {
  migrationsDir: string
  configPath: string
  seed: boolean
  realtime: boolean
  functions: boolean
  quiet: boolean
}) => Promise<LocalSupabase>

// Imported by a non-literal specifier so this package's tsc does not type-check that package's
// .ts sources under this package's compiler options; the interface above is the contract.
const localSupabase: string = '@teamboard/local-supabase'
const { startLocalSupabase } = (await import(localSupabase)) as { startLocalSupabase: Start }

const repo = (file: string) => fileURLToPath(new URL(`../../../${file}`, import.meta.url))

/** Starts the backend in memory; `jwtExpiry` (seconds) shortens access tokens to test refreshes. */
export async function startBackend({ jwtExpiry }: { jwtExpiry?: number } = {}) {
  // A project of its own: config.toml (template paths are relative to its grandparent), the
  // email templates and one migration.
  const dir = await mkdtemp(path.join(tmpdir(), 'teamboard-supabase-test-'))
  const migrationsDir = path.join(dir, 'supabase', 'migrations')
  await cp(repo(`supabase/migrations/${MIGRATION}`), path.join(migrationsDir, MIGRATION))
  await cp(repo('supabase/templates'), path.join(dir, 'supabase', 'templates'), { recursive: true })
  const configPath = path.join(dir, 'supabase', 'config.toml')
  const config = await readFile(repo('supabase/config.toml'), 'utf8')
  await writeFile(
    configPath,
    jwtExpiry === undefined
      ? config
      : config.replace(/^jwt_expiry = \d+$/m, `jwt_expiry = ${jwtExpiry}`),
  )
  const backend = await startLocalSupabase({
    migrationsDir,
    configPath,
    seed: false,
    realtime: false,
    functions: false,
    quiet: true,
  })
  const stopBackend = backend.stop.bind(backend)
  return Object.assign(backend, {
    async stop() {
      await stopBackend()
      await rm(dir, { recursive: true, force: true })
    },
  })
}
