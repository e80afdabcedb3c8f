/** Shapes shared by every lint; modelled on Supabase's splinter advisors (name, level, detail, remediation). */
type LintLevel = 'ERROR' | 'WARN' | 'INFO'
type LintCategory = 'SECURITY' | 'PERFORMANCE'

export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>

export type LintContext = {
  query: Query
  /** config.toml [api] schemas: what PostgREST serves to anon and authenticated. */
  exposedSchemas: string[]
  /** Our own schemas that the API does not serve but whose functions RLS calls (`private`). */
  internalSchemas: string[]
}

export type Finding = {
  name: string
  title: string
  level: LintLevel
  categories: LintCategory[]
  /** What the lint looks for (the same for every finding of a lint). */
  description: string
  /** This finding, naming the object. */
  detail: string
  /** How to fix it, with the Supabase docs page on the same advisor. */
  remediation: string
  /** The object the finding is about, e.g. `public.tasks` or `public.tasks.tasks_select`; the allow-list matches on it. */
  object: string
}

export type Lint = {
  name: string
  title: string
  level: LintLevel
  categories: LintCategory[]
  description: string
  remediation: string
  run(
    context: LintContext,
  ): Promise<
    Omit<Finding, 'name' | 'title' | 'level' | 'categories' | 'description' | 'remediation'>[]
  >
}

/** Schemas that Postgres, the Supabase services or extensions own; lints never report them. */
export const SYSTEM_SCHEMAS = [
  'pg_catalog',
  'information_schema',
  'pg_toast',
  'auth',
  'extensions',
  'graphql',
  'graphql_public',
  'realtime',
  'supabase_functions',
  'supabase_migrations',
  'vault',
  'pgsodium',
  'net',
  'cron',
]

export const docs = (lint: string) =>
  `https://supabase.com/docs/guides/database/database-linter?lint=${lint}`
