import { type AppErrorCode, errorCatalogue } from '@teamboard/supabase/errors'
import { type CallOutcome, callAction } from '../call-server'
import { inputOf, textValuesOf } from './input'
import type { ActionFailure, ActionResult } from './result'

type ServerAction<Data, Field extends string> = (
  previous: ActionResult<Data, Field> | null,
  formData: FormData,
) => Promise<ActionResult<Data, Field>>

/**
 * A form's server action followed by a write only the browser can make (Supabase Auth's
 * `updateUser` on this tab's session: docs/decisions/browser-calls-and-change-queue.md).
 */
export interface ActionThen<Data, Field extends string> {
  /** Names the call for telemetry, like the action's own name, e.g. `profile.update`. */
  name: string
  /** Parses and checks the input (and may save it); the write runs only once it answers OK. */
  action: ServerAction<Data, Field>
  /** The browser's write, through `callSupabase`, with the action's answer. */
  then: (data: Data, formData: FormData) => Promise<CallOutcome<unknown>>
  /** A check only the browser can make, on the action's answer (e.g. "already your email"). */
  check?: (data: Data) => Partial<Record<Field, string>> | null
  /** The field a refused write is about, e.g. `{ weak_password: 'password' }`; else the banner. */
  fieldFor?: Partial<Record<AppErrorCode, Field>>
}

/**
 * Runs the action, the browser's check, then the write, and answers one `ActionResult` whichever step
 * failed: a failed write reads like a refused action (catalogue words, by its field or in the
 * banner) with `values`, so the form keeps what was typed. Passwords are not echoed
 * (`textValuesOf`), as in the action wrapper.
 */
export async function actionThen<Data, Field extends string>(
  steps: ActionThen<Data, Field>,
  formData: FormData,
): Promise<ActionResult<Data, Field>> {
  const values = textValuesOf(inputOf(formData)) as Partial<Record<Field, string>>
  const answered = await callAction(steps.name, () => steps.action(null, formData))
  if (answered.status !== 'ok') return failure(answered, values, steps.fieldFor)
  const checked = steps.check?.(answered.answer)
  if (checked) {
    const message = errorCatalogue.invalid_input
    return { ok: false, code: 'invalid_input', message, fieldErrors: checked, values }
  }
  const written = await steps.then(answered.answer, formData)
  if (written.status !== 'ok') return failure(written, values, steps.fieldFor)
  return { ok: true, data: answered.answer }
}

/** A call that never arrived says `unexpected`: nothing queues a form's send (failureText). */
function failure<Field extends string>(
  outcome: Exclude<CallOutcome<unknown>, { status: 'ok' }>,
  values: Partial<Record<Field, string>>,
  fieldFor: Partial<Record<AppErrorCode, Field>> = {},
): ActionFailure<Field> {
  if (outcome.status === 'offline')
    return {
      ok: false,
      code: 'unexpected',
      message: errorCatalogue.unexpected,
      fieldErrors: {},
      values,
    }
  const field = fieldFor[outcome.code]
  const fieldErrors = outcome.fieldErrors as Partial<Record<Field, string>>
  return {
    ok: false,
    code: outcome.code,
    message: outcome.message,
    fieldErrors: field ? { ...fieldErrors, [field]: outcome.message } : fieldErrors,
    values,
  }
}
