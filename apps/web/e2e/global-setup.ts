import { E2E_SUPABASE_PORT } from './e2e-env.ts'

type LocalBackend = { stop: () => Promise<void> }
type LocalSupabaseModule = {
  startLocalSupabase?: (options: { port: number }) => Promise<LocalBackend>
}

/**
 * Starts the real local backend (@teamboard/local-supabase) on the e2e port and stops it after
 * the run. Pages that need no backend are tested even where the package has no starter yet.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  // A computed specifier: the package's entry is being written in parallel and may not exist yet.
  const specifier = '@teamboard/local-supabase'
  const localSupabase = (await import(specifier).catch(() => ({}))) as LocalSupabaseModule
  if (typeof localSupabase.startLocalSupabase !== 'function') {
    console.warn(
      '[e2e] @teamboard/local-supabase exports no startLocalSupabase; running without a backend.',
    )
    return undefined
  }
  const backend = await localSupabase.startLocalSupabase({ port: E2E_SUPABASE_PORT })
  return () => backend.stop()
}
