'use client'

import type { ActionResult } from './actions/result'
import { callAction, failureText } from './call-server'
import { toast } from './toast'

/**
 * Runs a server action from a button or a small form (`callAction`) and says a failure in a
 * toast, in the catalogue's words (a field's message first). Answers the data, or null when it
 * failed (also when the request never arrived: these are not queued, the user tries again).
 */
export async function runAction<Data>(
  call: () => Promise<ActionResult<Data, string>>,
  name = 'button',
): Promise<{ data: Data } | null> {
  const outcome = await callAction(name, call)
  if (outcome.status === 'ok') return { data: outcome.answer }
  toast.error(failureText(outcome))
  return null
}
