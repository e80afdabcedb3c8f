import 'server-only'
import type { TypedSupabaseClient } from '@teamboard/supabase'
import { runImportStep } from '@teamboard/supabase/mutations'
import { captureUnexpected } from '@teamboard/telemetry'
import { env } from '@/env'

/**
 * Runs an import's steps until it is no longer running (done, failed or cancelled). Two drivers
 * of one import are harmless: each step locks the import row and starts where the last ended.
 * A step that fails in the database removes what the import made and records why; a step that
 * never arrives (the server stopped) leaves the import running, and the next progress request
 * that finds it idle starts a driver again (`[id]/route.ts`).
 */
export async function driveImport(supabase: TypedSupabaseClient, importId: string): Promise<void> {
  // Set low for the e2e server, so an import of 5 000 cards is still running when its spec
  // reloads and cancels (apps/web/e2e/env.ts); unset, the library's default.
  const size = env().TEAMBOARD_IMPORT_STEP_CARDS
  for (;;) {
    const step = await runImportStep(supabase, importId, size)
    if (step.error) {
      if (step.error.code === 'unexpected') captureUnexpected(step.error.cause ?? step.error)
      return
    }
    if (step.data.status !== 'running') return
  }
}
