'use server'

import { safeRedirect } from '@teamboard/auth/redirect'
import type { Result } from '@teamboard/supabase'
import { type AppErrorCode, toAppError, withCause } from '@teamboard/supabase/errors'
import { forgotPasswordSchema, signInSchema, signUpSchema } from '@teamboard/supabase/schemas/auth'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { publicAction } from '@/lib/actions/action'
import { ok } from '@/lib/actions/result'
import { safeRoute } from '@/lib/safe-route'
import { NEXT_COOKIE } from '@/lib/next-cookie'

/**
 * The auth screens' server actions: the server talks to Supabase Auth and answers with the
 * session cookies, so these pages ship no Supabase client. Each form validates in the browser
 * with the same zod/mini schema first; this parse is the one that counts.
 */

// The page to open after signing in, carried by a hidden field from `?next=`.
const withNext = <Shape extends z.ZodMiniObject>(schema: Shape) =>
  z.extend(schema, { next: z.optional(z.string()) })

function refused(error: unknown): Result<never> {
  return { data: null, error: withCause(toAppError(error), error) }
}

/**
 * Only limits, outages and a suspended account (docs/errors.md: its owner must learn to contact
 * support) are worth saying; anything else must not tell whether an account exists.
 */
function onlyLimits(error: unknown): Result<never> | null {
  const { code } = toAppError(error)
  return code === 'rate_limited' || code === 'offline' || code === 'account_banned'
    ? refused(error)
    : null
}

/**
 * A browser with JavaScript gets `{ to }` and makes a full load there, so every server
 * component renders with the new cookies (the root layout included); a form posted without
 * JavaScript gets a redirect.
 */
async function goTo(to: string): Promise<Result<{ to: string }>> {
  if (!(await headers()).has('next-action')) redirect(safeRoute(to))
  return ok({ to })
}

export const signInAction = publicAction(
  { name: 'auth.sign_in', input: withNext(signInSchema) },
  async ({ email, password, next }, { supabase }) => {
    const { error } = await supabase.auth.signInWithPassword({ email, password })
    if (error) return refused(error)
    return goTo(safeRedirect(next))
  },
)

/**
 * The emailed links cannot carry the page the user came from (the templates are the same for
 * everyone), so this browser keeps it for an hour, scoped to /auth; /auth/confirm reads it.
 * Returns the safe target, or '' for none.
 */
async function rememberTarget(next: string | undefined): Promise<string> {
  const target = next ? safeRedirect(next, { fallback: '' }) : ''
  const jar = await cookies()
  if (target) jar.set(NEXT_COOKIE, target, { path: '/auth', maxAge: 3600, sameSite: 'lax' })
  else jar.delete({ name: NEXT_COOKIE, path: '/auth' })
  return target
}

/** Existing accounts only; the answer is the same whether or not the address has one. */
export const magicLinkAction = publicAction(
  { name: 'auth.magic_link', input: withNext(forgotPasswordSchema) },
  async ({ email, next }, { supabase }) => {
    await rememberTarget(next)
    const { error } = await supabase.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    })
    return (error && onlyLimits(error)) || ok({ sentTo: email })
  },
)

/** Same answer whether the address is unknown, waiting or already confirmed; only limits and outages show. */
export const resendConfirmationAction = publicAction(
  { name: 'auth.resend_confirmation', input: forgotPasswordSchema },
  async ({ email }, { supabase }) => {
    const { error } = await supabase.auth.resend({ type: 'signup', email })
    return (error && onlyLimits(error)) || ok({ sentTo: email })
  },
)

/**
 * The name travels as user metadata; the database trigger copies it into the profile. With
 * confirmations on there is no session yet: the user finishes from the emailed link. Where the
 * user was going (an invitation) is kept twice: in this browser's cookie and in the metadata as
 * `signup_next`, so the confirmation link lands there even when opened on another device
 * (/auth/confirm, docs/screens.md).
 */
export const signUpAction = publicAction(
  {
    name: 'auth.sign_up',
    input: withNext(signUpSchema),
    fieldFor: { weak_password: 'password' } satisfies Partial<Record<AppErrorCode, 'password'>>,
  },
  async ({ displayName, email, password, next }, { supabase }) => {
    const target = await rememberTarget(next)
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { data: { display_name: displayName, ...(target ? { signup_next: target } : {}) } },
    })
    // A taken address gets the same answer as a new one, so the form cannot probe for accounts.
    if (error && toAppError(error).code !== 'invalid_credentials') return refused(error)
    return ok({ sentTo: email })
  },
)

/** Same answer whether or not the address has an account; only limits and outages show. */
export const forgotPasswordAction = publicAction(
  { name: 'auth.forgot_password', input: forgotPasswordSchema },
  async ({ email }, { supabase }) => {
    const { error } = await supabase.auth.resetPasswordForEmail(email)
    return (error && onlyLimits(error)) || ok({ sentTo: email })
  },
)
