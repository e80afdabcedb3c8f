import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's `supabase/` directory (this package lives in tooling/local-supabase/src). */
export const REPO_SUPABASE_DIR = fileURLToPath(new URL('../../../supabase/', import.meta.url))

export type ProjectPaths = {
  supabaseDir: string
  configPath: string
  migrationsDir: string
  seedPath: string
  functionsDir: string
}

export function projectPaths(overrides: Partial<ProjectPaths> = {}): ProjectPaths {
  const supabaseDir = overrides.supabaseDir ?? REPO_SUPABASE_DIR
  return {
    supabaseDir,
    configPath: overrides.configPath ?? path.join(supabaseDir, 'config.toml'),
    migrationsDir: overrides.migrationsDir ?? path.join(supabaseDir, 'migrations'),
    seedPath: overrides.seedPath ?? path.join(supabaseDir, 'seed.sql'),
    functionsDir: overrides.functionsDir ?? path.join(supabaseDir, 'functions'),
  }
}

/** Where `local-supabase start` keeps its database and object bytes (gitignored). */
export const defaultDataDir = (supabaseDir: string) =>
  path.join(supabaseDir, '.temp', 'local-supabase')
