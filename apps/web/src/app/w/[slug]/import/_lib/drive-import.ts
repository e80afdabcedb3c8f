import 'server-only'
import type { TypedSupabaseClient } from '@teamboard/supabase'
import { runImportStep } from '@teamboard/supabase/mutations'
import { captureUnexpected } from '@teamboard/telemetry'

/**
 * Runs an import's steps until it is no longer running (done, failed or cancelled). Two drivers
 * of one import are harmless: each step locks the import row and starts where the last ended.
 * A step that fails in the database removes what the import made and records why; a step that
 * never arrives (the server stopped) leaves the import running, and the next progress request
 * that finds it idle starts a driver again (`[id]/route.ts`).
 */
export async function driveImport(supabase: TypedSupabaseClient, importId: string): Promise<void> {
  const size = stepSize()
  for (;;) {
    const step = await runImportStep(supabase, importId, size)
    if (step.error) {
      if (step.error.code === 'unexpected') captureUnexpected(step.error.cause ?? step.error)
      return
    }
    if (step.data.status !== 'running') return
  }
}

/**
 * `TEAMBOARD_IMPORT_STEP_CARDS` caps the cards one step writes, below the library's default
 * (`importStepSize`): shorter transactions on a busy database, at the cost of more round trips.
 * The e2e server sets it low so an import of 5 000 cards is still running when its spec reloads
 * and cancels (apps/web/e2e/env.ts).
 */
function stepSize(): number | undefined {
  const cards = Number(process.env.TEAMBOARD_IMPORT_STEP_CARDS)
  return Number.isInteger(cards) && cards > 0 ? cards : undefined
}
