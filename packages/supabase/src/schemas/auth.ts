// zod's small build: the sign-in, sign-up and password screens validate in the browser with
// these very schemas, and the classic build would add ~30 kB (compressed) to their first load.
// The server actions parse with the same objects, so both sides apply one set of rules.
import * as z from 'zod/mini'
import { errorCatalogue } from '../errors/catalogue.js'
import { limits } from './limits.js'

/** Trimmed, non-empty text of at most `max` characters (code points, as Postgres counts them). */
export function text(label: string, max: number) {
  return z.string().check(
    z.trim(),
    z.minLength(1, `${label} is required.`),
    z.refine(
      (value: string) => [...value].length <= max,
      `${label} can be at most ${max} characters.`,
    ),
  )
}

export const emailSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(limits.emailMax, `Email can be at most ${limits.emailMax} characters.`),
    ),
  z.email('Enter a valid email address.'),
)

// bcrypt (GoTrue) only reads the first 72 bytes, so the limit counts UTF-8 bytes, not characters.
export const passwordSchema = z.string().check(
  z.minLength(limits.passwordMin, errorCatalogue.weak_password),
  z.regex(/\p{L}/u, errorCatalogue.weak_password),
  z.regex(/\p{Nd}/u, errorCatalogue.weak_password),
  z.refine(
    (value: string) => new TextEncoder().encode(value).length <= limits.passwordMax,
    `Passwords can be at most ${limits.passwordMax} characters.`,
  ),
)

export const displayNameSchema = text('Name', limits.displayNameMax)

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'Enter your password.')),
})
export const signUpSchema = z.object({
  displayName: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
})
export const forgotPasswordSchema = z.object({ email: emailSchema })
export const updatePasswordSchema = z.object({ password: passwordSchema })

export type SignInInput = z.output<typeof signInSchema>
export type SignUpInput = z.output<typeof signUpSchema>
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>
export type UpdatePasswordInput = z.output<typeof updatePasswordSchema>
