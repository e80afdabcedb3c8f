import { startTransition, useActionState, useState } from 'react'
import { type ActionResult, fieldError, formError, idle } from '@/lib/actions/result'
import type { CheckedForm } from './check-input'

type ServerAction<Data, Field extends string> = (
  previous: ActionResult<Data, Field> | null,
  formData: FormData,
) => Promise<ActionResult<Data, Field>>

/** The schemas and zod, fetched once per page when a form is first used. */
function loadChecker() {
  return import('./check-input').then((module) => module.checkInput)
}
let checker: ReturnType<typeof loadChecker> | undefined

/** Starts fetching the check (e.g. on the form's first focus) so a submit does not wait for it. */
export function preloadCheck(): void {
  checker ??= loadChecker()
}

/**
 * A server action behind a form that checks its input in the browser first, with the same
 * zod/mini schema the action parses with (./check-input.ts, loaded with the form rather than the
 * page). `dispatch` is also the form's (or a button's) `action`, so the form works before
 * hydration and without JavaScript; with it, `send` runs from onSubmit, which keeps the form's
 * values (a form action would reset the form).
 */
export function useCheckedAction<Data, Field extends string>(
  action: ServerAction<Data, Field>,
  form: CheckedForm,
) {
  const [result, dispatch, pending] = useActionState(action, idle)
  const [checked, setChecked] = useState<Record<string, string> | null>(null)

  /** Validates, then sends; answers whether it sent. */
  async function send(formData: FormData): Promise<boolean> {
    preloadCheck()
    const check = await checker!.catch(() => null)
    // If the check cannot load (offline, a new deployment), the server's parse still answers.
    const messages = check ? check(form, Object.fromEntries(formData)) : null
    setChecked(messages)
    if (messages) return false
    startTransition(() => dispatch(formData))
    return true
  }

  return {
    result,
    dispatch,
    pending,
    send,
    /** This field's message: the browser's check, else the server's answer. */
    error: (field: Field) => (checked ? checked[field] : fieldError(result, field)),
    /** The banner: a failure no field explains. */
    message: checked ? undefined : formError(result),
    /** What the user typed, for a page rendered after a post without JavaScript. */
    value: (field: Field) => (result && !result.ok ? result.values[field] : undefined),
  }
}
