'use client'

import { type FormEvent, startTransition, useActionState } from 'react'
import { type ActionThen, actionThen } from '@/lib/actions/action-then'
import { type ActionResult, fieldError, formError, idle } from '@/lib/actions/result'

/**
 * The form pattern (docs/forms.md) for a form whose server action is followed by a write the
 * browser makes itself (`then`, through `callSupabase`), run by `actionThen`
 * (lib/actions/action-then.ts): `useActionState` over the check, the action and the write, so
 * `pending` lasts until the write has answered and a failed write shows like a refused action.
 * `formAction` is the form's `action`: a submit before hydration is replayed by React once it
 * has hydrated. `onSubmit` sends from the submit event instead, which keeps the fields as typed
 * (a form action resets the form; `value` refills it then).
 */
export function useActionThen<Data, Field extends string>(steps: ActionThen<Data, Field>) {
  const [result, formAction, pending] = useActionState(
    (_previous: ActionResult<Data, Field> | null, formData: FormData) =>
      actionThen(steps, formData),
    idle,
  )

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formData = new FormData(event.currentTarget)
    startTransition(() => formAction(formData))
  }

  return {
    result,
    formAction,
    pending,
    onSubmit,
    /** This field's message from the last answer. */
    error: (field: Field) => fieldError(result, field),
    /** The banner: a failure no field explains. */
    message: formError(result),
    /** What was typed, after a failure (for a form the action reset). */
    value: (field: Field) => (result && !result.ok ? result.values[field] : undefined),
  }
}
