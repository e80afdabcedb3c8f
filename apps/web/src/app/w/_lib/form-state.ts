import type { z } from 'zod'

/**
 * What a form's server action answers. On failure it carries the submitted values back, so the
 * form re-renders with what the user typed (React resets uncontrolled fields to `defaultValue`
 * after an action) and shows each message next to its field.
 */
export type FormState<Field extends string> =
  | { status: 'idle'; values: Partial<Record<Field, string>> }
  | {
      status: 'error'
      values: Partial<Record<Field, string>>
      fieldErrors: Partial<Record<Field, string>>
      formError?: string
    }
  | { status: 'success'; values: Partial<Record<Field, string>>; message?: string }

/** The named text fields of a submitted form; anything else (files, missing) becomes ''. */
export function readFields<Field extends string>(
  formData: FormData,
  fields: readonly Field[],
): Record<Field, string> {
  const entries = fields.map((field) => {
    const value = formData.get(field)
    return [field, typeof value === 'string' ? value : '']
  })
  return Object.fromEntries(entries) as Record<Field, string>
}

/** The first zod message per field, for `FormField`'s `error`. */
export function fieldErrorsOf<Field extends string>(
  error: z.ZodError,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as Field | undefined
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message
  }
  return errors
}
