'use client'

import type { ActionResult } from './actions/result'
import { toast } from './toast'

/**
 * Runs a server action from a button or a small form and says a refusal in a toast, in the
 * catalogue's words (a field's message first). Answers the data, or null when it failed (also
 * when the request never arrived).
 */
export async function runAction<Data>(
  call: () => Promise<ActionResult<Data, string>>,
): Promise<{ data: Data } | null> {
  const result = await call().catch(() => null)
  if (result?.ok) return { data: result.data }
  const field = result ? Object.values(result.fieldErrors)[0] : undefined
  toast.error(field ?? result?.message ?? 'Something went wrong.')
  return null
}
