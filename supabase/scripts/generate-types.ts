import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation'
import { introspect } from '@supabase/postgrest-typegen/introspection'
import { startLocalSupabase } from '@teamboard/local-supabase'

/** The committed types that @teamboard/supabase builds its typed client from. */
export const TYPES_PATH = fileURLToPath(
  new URL('../../packages/supabase/src/types/database.ts', import.meta.url),
)

/** The PostgREST version the types are written for (the hosted platform's, which lite mirrors). */
const POSTGREST_VERSION = '13.0.5'

/**
 * Applies the migrations to an in-memory backend and prints `public` the way
 * `supabase gen types typescript --local` does: @supabase/postgrest-typegen is that command's
 * engine (postgres-meta delegates to it), and PGlite satisfies its `query(sql)` interface.
 */
export async function generateTypes(): Promise<string> {
  const backend = await startLocalSupabase({
    seed: false,
    realtime: false,
    functions: false,
    quiet: true,
  })
  try {
    const metadata = await introspect(backend.db, { includedSchemas: ['public'] })
    return await generateTypescript(sortGeneratorMetadata(metadata), {
      postgrestVersion: POSTGREST_VERSION,
    })
  } finally {
    await backend.stop()
  }
}

export async function committedTypes(): Promise<string> {
  return readFile(TYPES_PATH, 'utf8')
}
