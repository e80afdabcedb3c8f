import type { z } from 'zod'

/**
 * A submitted form as a plain object for zod: one value per name, a list where a name repeats
 * (checkbox groups). An object input (a direct call) passes through.
 */
export function inputOf(payload: unknown): Record<string, unknown> {
  if (!(payload instanceof FormData)) {
    return typeof payload === 'object' && payload !== null ? { ...payload } : {}
  }
  const input: Record<string, unknown> = {}
  for (const key of new Set(payload.keys())) {
    // React adds `$ACTION_…` fields to forms whose action is a server action.
    if (key.startsWith('$ACTION')) continue
    const all = payload.getAll(key)
    input[key] = all.length === 1 ? all[0] : all
  }
  return input
}

/**
 * The text fields, echoed back on failure so the form keeps what was typed. Passwords are left
 * out: they never make a round trip.
 */
export function textValuesOf(input: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && !/password/i.test(key)) values[key] = value
  }
  return values
}

/** The first zod message per top-level field, and the first message not tied to a field. */
export function issuesOf(error: z.core.$ZodError): {
  fieldErrors: Record<string, string>
  formMessage?: string
} {
  const fieldErrors: Record<string, string> = {}
  let formMessage: string | undefined
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string') fieldErrors[field] ??= issue.message
    else formMessage ??= issue.message
  }
  return { fieldErrors, formMessage }
}
