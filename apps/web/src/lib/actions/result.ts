import type { Result } from '@teamboard/supabase'
import { type AppErrorCode, appError } from '@teamboard/supabase/errors'

/**
 * What every server action answers, and the only shape a form, a row button or an optimistic
 * caller reads. Built by `action()` / `workspaceAction()` in `./action.ts`; safe to import in
 * client code (types and pure helpers only).
 */
export type ActionResult<Data = null, Field extends string = string> =
  { ok: true; data: Data } | ActionFailure<Field>

export interface ActionFailure<Field extends string = string> {
  ok: false
  code: AppErrorCode
  /** Catalogue words for a banner or a toast; for `unexpected`, with the reference to quote. */
  message: string
  /** The first message per field: zod's, or a backend code the action tied to a field. */
  fieldErrors: Partial<Record<Field, string>>
  /** The submitted text fields, so a form can show what was typed next to its message. */
  values: Partial<Record<Field, string>>
  /** The Sentry event id of an `unexpected` failure. */
  reference?: string
}

/** For `useActionState(someAction, idle)`: no answer yet. */
export const idle = null

/** The banner's words: a failure that no field message explains. */
export function formError(result: ActionResult<unknown> | null): string | undefined {
  if (!result || result.ok) return undefined
  return Object.keys(result.fieldErrors).length > 0 ? undefined : result.message
}

/**
 * A field's message from the last answer. Pass the field's current value to hide the message
 * once the user has changed what was refused.
 */
export function fieldError<Field extends string>(
  result: ActionResult<unknown, Field> | null,
  field: Field,
  current?: string,
): string | undefined {
  if (!result || result.ok) return undefined
  if (current !== undefined && result.values[field] !== current) return undefined
  return result.fieldErrors[field]
}

/** An action body's success. */
export function ok<T>(data: T): Result<T> {
  return { data, error: null }
}

/** An action body's refusal in catalogue words (e.g. `refuse('forbidden')`). */
export function refuse(code: AppErrorCode): Result<never> {
  return { data: null, error: appError(code) }
}
