import type { LocalSupabase } from '@teamboard/local-supabase'
import type { LintContext } from './types.ts'

/** Lints read the catalog as the superuser, with the API schemas config.toml declares. */
export function contextFor(backend: Pick<LocalSupabase, 'sql' | 'config'>): LintContext {
  const api = backend.config.api
  return {
    query: (text, params) => backend.sql(text, params ?? []),
    exposedSchemas: api?.schemas ?? ['public'],
    internalSchemas: ['private'],
  }
}
