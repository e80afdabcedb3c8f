// Next.js resolves `server-only` to an empty module under the `react-server` condition and to
// a module that throws otherwise, so importing this entry from a Client Component fails the build.
import 'server-only'
import { createAdminClient } from './admin.js'
import type { SupabaseConnection, TypedSupabaseClient } from './types.js'

/**
 * The secret-key client for Next.js server code. A wrapper rather than a re-export on
 * purpose: with `sideEffects: false` a bundler may skip a pure re-export module, and with it
 * the `server-only` guard.
 */
export function createServiceClient(connection?: Partial<SupabaseConnection>): TypedSupabaseClient {
  return createAdminClient(connection)
}
