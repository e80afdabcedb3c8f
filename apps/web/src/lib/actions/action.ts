import 'server-only'
import { type AuthUser, getUser, requireUser } from '@teamboard/auth/server'
import type { Result, TypedSupabaseClient } from '@teamboard/supabase'
import { type AppErrorCode, errorCatalogue, unexpectedMessage } from '@teamboard/supabase/errors'
import { createServerAuthClient, createServerClient } from '@teamboard/supabase/server'
import { captureUnexpected, setTelemetryUser, traceServerAction } from '@teamboard/telemetry'
import { headers } from 'next/headers'
import { unstable_rethrow } from 'next/navigation'
import { z } from 'zod'
import { hasRole, type WorkspaceRole } from '../roles'
import { findWorkspace, type WorkspaceContext } from '../workspace'
import { inputOf, issuesOf, textValuesOf } from './input'
import type { ActionFailure, ActionResult } from './result'

export interface UserContext {
  user: AuthUser
  supabase: TypedSupabaseClient
}

// Classic or zod/mini schemas (the auth forms validate in the browser with the small build).
type AnySchema = z.core.$ZodType

type FieldOf<Schema extends AnySchema> = Extract<keyof z.input<Schema>, string>

export interface ActionOptions<Schema extends AnySchema> {
  /** Names the telemetry span and tags a report, e.g. `workspace.create`. */
  name: string
  /** Parses the input, whether a form's FormData or a caller's object. */
  input: Schema
  /** Backend codes that one field explains, e.g. `{ slug_taken: 'slug' }`. */
  fieldFor?: Partial<Record<AppErrorCode, FieldOf<Schema>>>
  /** Where to come back after signing in, if the session has ended; by default the sending page. */
  signInNext?: (input: Record<string, unknown>) => string | undefined
  /**
   * What a call without a session gets: a redirect to sign in (the default: a person asked for
   * something), or `'refuse'`, `forbidden`, for a call nobody asked for (the bell's count). Next
   * follows an action's redirect itself, whatever the caller does with the answer, so a count
   * sent as the page moves to /sign-in took it on to `/sign-in?next=/sign-in`.
   */
  signedOut?: 'redirect' | 'refuse'
}

export interface WorkspaceActionOptions<Schema extends AnySchema> extends ActionOptions<Schema> {
  /** The least role that may run it; RLS and the rpc check again. Every member by default. */
  role?: WorkspaceRole
}

type Body<Schema extends AnySchema, Context, Data> = (
  input: z.output<Schema>,
  context: Context,
) => Promise<Result<Data>>

/**
 * A server action as the client sees it: call it with an object (or FormData), or hand it to
 * `useActionState` / `<form action>`, which call it with (previous answer, FormData).
 */
export interface Action<Input, Data, Field extends string> {
  (input: Input | FormData): Promise<ActionResult<Data, Field>>
  (
    previous: ActionResult<Data, Field> | null,
    formData: FormData,
  ): Promise<ActionResult<Data, Field>>
}

// useActionState passes (previous, FormData); a direct call or a plain form action passes one.
function payloadOf(args: unknown[]): unknown {
  return args.length >= 2 ? args[1] : args[0]
}

/** Where to come back after signing in: the page the action was sent from. */
async function sentFrom(): Promise<string | undefined> {
  const referer = (await headers()).get('referer')
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return `${url.pathname}${url.search}`
  } catch {
    return undefined
  }
}

function failure(
  error: { code: AppErrorCode; message: string },
  values: Record<string, string>,
  fieldErrors: Record<string, string> = {},
): ActionFailure {
  return { ok: false, code: error.code, message: error.message, fieldErrors, values }
}

/** Reported once, here: the user sees the catalogue words and a reference to quote. */
function unexpected(name: string, cause: unknown, values: Record<string, string>): ActionFailure {
  const reference = captureUnexpected(cause, { action: name })
  return {
    ...failure({ code: 'unexpected', message: unexpectedMessage(reference) }, values),
    reference,
  }
}

type Enter<Context> = (
  raw: Record<string, unknown>,
) => Promise<{ context: Context } | { refused: AppErrorCode }>

async function run<Schema extends AnySchema, Context, Data>(
  options: ActionOptions<Schema>,
  payload: unknown,
  enter: Enter<Context>,
  body: Body<Schema, Context, Data>,
): Promise<ActionResult<Data, string>> {
  const raw = inputOf(payload)
  const values = textValuesOf(raw)
  return traceServerAction(options.name, async () => {
    try {
      const entered = await enter(raw)
      if ('refused' in entered)
        return failure({ code: entered.refused, message: errorCatalogue[entered.refused] }, values)
      const parsed = z.safeParse(options.input, raw)
      if (!parsed.success) {
        const { fieldErrors, formMessage } = issuesOf(parsed.error)
        return failure(
          { code: 'invalid_input', message: formMessage ?? errorCatalogue.invalid_input },
          values,
          fieldErrors,
        )
      }
      const { data, error } = await body(parsed.data, entered.context)
      if (!error) return { ok: true, data }
      if (error.code === 'unexpected') return unexpected(options.name, error.cause ?? error, values)
      const field = options.fieldFor?.[error.code]
      return failure(error, values, field ? { [field]: error.message } : {})
    } catch (error) {
      // redirect(), notFound() and Next's own signals are control flow, not failures.
      unstable_rethrow(error)
      return unexpected(options.name, error, values)
    }
  })
}

/**
 * Server actions are public endpoints: each checks the session itself (getClaims-based), or a
 * redirect to sign in, coming back to `signInNext` or the sending page.
 */
async function signedIn<Schema extends AnySchema>(
  options: ActionOptions<Schema>,
  raw: Record<string, unknown>,
): Promise<UserContext | null> {
  const user =
    options.signedOut === 'refuse'
      ? await getUser()
      : await requireUser({ next: options.signInNext?.(raw) ?? (await sentFrom()) })
  if (!user) return null
  setTelemetryUser({ id: user.id })
  return { user, supabase: await createServerClient() }
}

/**
 * A server action for a signed-in user: session check, input parse, telemetry span, one answer
 * shape. The body only makes the change and returns its `Result` (a data-access call's answer,
 * `ok(data)` or `refuse(code)`); a thrown error becomes a reported `unexpected`.
 */
export function action<Schema extends AnySchema, Data>(
  options: ActionOptions<Schema>,
  body: Body<Schema, UserContext, Data>,
): Action<z.input<Schema>, Data, FieldOf<Schema>> {
  const enter = async (raw: Record<string, unknown>) => {
    const context = await signedIn(options, raw)
    return context ? { context } : { refused: 'forbidden' as const }
  }
  return async (...args: unknown[]) => run(options, payloadOf(args), enter, body)
}

/**
 * `action` for a visitor: the sign-in, sign-up and password forms. No session check; the body
 * gets a server client whose session cookies it may set (a sign-in answers with them).
 */
export function publicAction<Schema extends AnySchema, Data>(
  options: Omit<ActionOptions<Schema>, 'signInNext'>,
  body: Body<Schema, { supabase: TypedSupabaseClient }, Data>,
): Action<z.input<Schema>, Data, FieldOf<Schema>> {
  const enter = async () => ({ context: { supabase: await createServerAuthClient() } })
  return async (...args: unknown[]) => run(options, payloadOf(args), enter, body)
}

/**
 * `action` for one workspace, named by its slug in the input's `workspace` field (a hidden
 * field in a form). A caller who is not a member gets `not_found`, the same as for a workspace
 * that does not exist; a member below `role` gets `forbidden`. The body gets the workspace.
 */
export function workspaceAction<Schema extends AnySchema, Data>(
  options: WorkspaceActionOptions<Schema>,
  body: Body<Schema, WorkspaceContext, Data>,
): Action<z.input<Schema> & { workspace: string }, Data, FieldOf<Schema>> {
  const enter = async (raw: Record<string, unknown>) => {
    const signed = await signedIn(options, raw)
    if (!signed) return { refused: 'forbidden' as const }
    const context = await findWorkspace(signed.user, signed.supabase, raw.workspace)
    if (!context) return { refused: 'not_found' as const }
    if (!hasRole(context.role, options.role ?? 'member')) return { refused: 'forbidden' as const }
    return { context }
  }
  return async (...args: unknown[]) => run(options, payloadOf(args), enter, body)
}
