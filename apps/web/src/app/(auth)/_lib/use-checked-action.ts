import { startTransition, useActionState, useState } from 'react'
import * as z from 'zod/mini'
import { type ActionResult, fieldError, formError, idle } from '@/lib/actions/result'

type ServerAction<Data, Field extends string> = (
  previous: ActionResult<Data, Field> | null,
  formData: FormData,
) => Promise<ActionResult<Data, Field>>

/** The first message per field of a parse in the browser. */
function firstIssues(error: z.core.$ZodError): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string') messages[field] ??= issue.message
  }
  return messages
}

/**
 * A server action behind a form that checks its input in the browser first, with the same
 * zod/mini schema the action parses with. `dispatch` is also the form's (or a button's)
 * `action`, so the form works before hydration and without JavaScript; with it, `send` runs
 * from onSubmit, which keeps the form's values (a form action would reset the form).
 */
export function useCheckedAction<Data, Field extends string>(
  action: ServerAction<Data, Field>,
  schema: z.core.$ZodType,
) {
  const [result, dispatch, pending] = useActionState(action, idle)
  const [checked, setChecked] = useState<Record<string, string> | null>(null)

  /** Validates, then sends; answers whether it sent. */
  function send(formData: FormData): boolean {
    const parsed = z.safeParse(schema, Object.fromEntries(formData))
    if (!parsed.success) {
      setChecked(firstIssues(parsed.error))
      return false
    }
    setChecked(null)
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
