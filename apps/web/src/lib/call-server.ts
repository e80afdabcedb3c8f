'use client'

import {
  type AppError,
  type AppErrorCode,
  isAppErrorCode,
  errorCatalogue,
  isNetworkError,
  toAppError,
  unexpectedMessage,
} from '@teamboard/supabase/errors'
import { captureBrowserError } from '@teamboard/telemetry/browser'
import { unstable_rethrow } from 'next/navigation'
import type { ActionResult } from './actions/result'

/**
 * What a browser call to the server came to, whichever way it went (a server action, a route
 * handler, or one of the few writes that go straight to Supabase:
 * docs/decisions/browser-calls-and-change-queue.md).
 * `refused`: an answer in the catalogue's words (with the reference for an unexpected one),
 * final. `offline`: it never reached the server; the change queue tries again.
 */
export type CallOutcome<Data, Details = never> =
  | { status: 'ok'; answer: Data }
  | {
      status: 'refused'
      code: AppErrorCode
      message: string
      /** A server action's per-field messages (a form shows them by the field). */
      fieldErrors: Partial<Record<string, string>>
      /** What else a route handler's refusal carries (an import's problems, say). */
      details?: Details
    }
  | { status: 'offline' }

type Refused = Extract<CallOutcome<unknown>, { status: 'refused' }>

/**
 * Reports an error nobody expected to Sentry (`@teamboard/telemetry/browser`) and answers the
 * words to show, with the event id to quote: the same "(reference: …)" a server action's
 * `unexpected` answer carries (lib/actions/action.ts). `name` tags the report, like an action's.
 */
export async function reportUnexpected(error: unknown, name: string): Promise<Refused> {
  const reference = await captureBrowserError(error, { tags: { action: name } })
  return {
    status: 'refused',
    code: 'unexpected',
    message: unexpectedMessage(reference),
    fieldErrors: {},
  }
}

/**
 * A throw is `offline` when the network failed (or the browser says it is off), else reported.
 * An action's `redirect()` or `notFound()` reaches the browser as a throw too: Next's navigation,
 * not a failure, so it goes on to the router as it would without this wrapper.
 */
async function thrown(
  error: unknown,
  name: string,
  options: CallOptions = {},
): Promise<CallOutcome<never>> {
  if (options.background && isNavigation(error))
    return {
      status: 'refused',
      code: 'forbidden',
      message: errorCatalogue.forbidden,
      fieldErrors: {},
    }
  unstable_rethrow(error)
  if (!navigator.onLine || isNetworkError(error)) return { status: 'offline' }
  return reportUnexpected(error, name)
}

export interface CallOptions {
  /**
   * Nobody asked for this call (the bell's count, a view's catch-up when its channel joins): an
   * action's redirect — the session has ended — does not move the page. The auth provider does that when
   * this tab signs out (`@teamboard/auth`), and a second move would race it (to the sign-in page
   * with another `next`, dropping what was typed there). The call is refused as `forbidden`.
   */
  background?: boolean
}

/** Next's redirect() and notFound() signals: what `unstable_rethrow` throws again. */
function isNavigation(error: unknown): boolean {
  try {
    unstable_rethrow(error)
    return false
  } catch {
    return true
  }
}

/**
 * The one way the browser calls a server action. The wrapper (lib/actions/action.ts) answers
 * every refusal, so a throw is the network, or something unexpected, which is reported here.
 */
export async function callAction<Data>(
  name: string,
  call: () => Promise<ActionResult<Data, string>>,
  options?: CallOptions,
): Promise<CallOutcome<Data>> {
  if (!navigator.onLine) return { status: 'offline' }
  let result: ActionResult<Data, string>
  try {
    result = await call()
  } catch (error) {
    return thrown(error, name, options)
  }
  if (result.ok) return { status: 'ok', answer: result.data }
  return {
    status: 'refused',
    code: result.code,
    message: result.message,
    fieldErrors: result.fieldErrors,
  }
}

/**
 * The one way the browser writes to Supabase itself (auth-js, Storage): its error mapped to the
 * catalogue (`toAppError`), an unexpected one reported with a reference, like `callAction`.
 */
export async function callSupabase<Answer extends { error: unknown }>(
  name: string,
  call: () => Promise<Answer>,
): Promise<CallOutcome<DataOf<Answer>>> {
  if (!navigator.onLine) return { status: 'offline' }
  let answer: Answer
  try {
    answer = await call()
  } catch (error) {
    return thrown(error, name)
  }
  if (!answer.error) {
    const data = 'data' in answer ? answer.data : null
    return { status: 'ok', answer: data as DataOf<Answer> }
  }
  const failure = asAppError(answer.error)
  if (failure.code === 'offline') return { status: 'offline' }
  if (failure.code === 'unexpected') return reportUnexpected(failure.cause ?? answer.error, name)
  return { status: 'refused', code: failure.code, message: failure.message, fieldErrors: {} }
}

/**
 * The one way the browser calls one of the app's route handlers (for what a server action cannot
 * carry: a body over 1 MB, a poll). A handler answers JSON, and a refusal as `errorResponse`'s
 * `{ code, message, ...details }` (app/w/[slug]/import/_lib/import-access.ts); any other answer
 * (a crash's HTML page, a proxy's error) is unexpected and reported here, like a throw.
 */
export async function callRoute<Data, Details extends object = never>(
  name: string,
  url: string,
  init: RequestInit = {},
): Promise<CallOutcome<Data, Details>> {
  if (!navigator.onLine) return { status: 'offline' }
  let response: Response
  let body: unknown
  try {
    response = await fetch(url, { cache: 'no-store', ...init })
    body = await response.json()
  } catch (error) {
    return thrown(error, name)
  }
  if (response.ok) return { status: 'ok', answer: body as Data }
  const { code, message, ...details } = (body ?? {}) as { code?: unknown; message?: unknown }
  if (!isAppErrorCode(code) || typeof message !== 'string')
    return reportUnexpected(new Error(`${name} answered ${response.status}`), name)
  return { status: 'refused', code, message, fieldErrors: {}, details: details as Details }
}

/**
 * A data-access helper's error is mapped already (`Result`: a code with the catalogue's words);
 * supabase-js's is mapped here. Some GoTrue codes are spelled like catalogue codes
 * (`weak_password`) but carry GoTrue's own message, so the words decide, not the code.
 */
function asAppError(error: unknown): AppError {
  const mapped = error as Partial<AppError> | null
  return isAppErrorCode(mapped?.code) && mapped?.message === errorCatalogue[mapped.code]
    ? (mapped as AppError)
    : toAppError(error)
}

/** What a supabase-js answer carries when it succeeded (`{ data, error: null }`). */
type DataOf<Answer> = Answer extends { data: infer Data; error: null }
  ? Data
  : Answer extends { data: infer Data }
    ? NonNullable<Data>
    : null

/**
 * The words for a failed call that is not queued: the refusal's (a field's first). The
 * catalogue's `offline` promises a retry, which only the change queue keeps, so a call that is
 * not queued says `unexpected` when the network failed.
 */
export function failureText(
  outcome: Exclude<CallOutcome<unknown, unknown>, { status: 'ok' }>,
): string {
  if (outcome.status === 'offline') return errorCatalogue.unexpected
  return Object.values(outcome.fieldErrors)[0] ?? outcome.message
}
