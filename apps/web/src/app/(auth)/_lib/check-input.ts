import { forgotPasswordSchema, signInSchema, signUpSchema } from '@teamboard/supabase/schemas/auth'
import * as z from 'zod/mini'

/**
 * The auth forms' browser-side check, with the very schemas their server actions parse with.
 * Loaded with the form (on first focus or submit, see use-checked-action.ts), not with the page:
 * zod is ~23 kB compressed, more than the rest of a sign-in form.
 */
const schemas = {
  signIn: signInSchema,
  signUp: signUpSchema,
  email: forgotPasswordSchema,
}

export type CheckedForm = keyof typeof schemas

/** The first message per field, or null when the input is valid. */
export function checkInput(form: CheckedForm, values: unknown): Record<string, string> | null {
  const parsed = z.safeParse(schemas[form], values)
  if (parsed.success) return null
  const messages: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string') messages[field] ??= issue.message
  }
  return messages
}
