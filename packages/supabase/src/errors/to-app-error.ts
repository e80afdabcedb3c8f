import { type AppError, type AppErrorCode, appError, isAppErrorCode } from './catalogue.js'

/**
 * GoTrue error codes (AuthError.code) → catalogue. Codes not listed (e.g. signup_disabled)
 * are unexpected: the user cannot fix them.
 */
const authCodes: Record<string, AppErrorCode> = {
  invalid_credentials: 'invalid_credentials',
  email_not_confirmed: 'email_not_confirmed',
  weak_password: 'weak_password',
  same_password: 'weak_password',
  over_request_rate_limit: 'rate_limited',
  over_email_send_rate_limit: 'rate_limited',
  over_sms_send_rate_limit: 'rate_limited',
  otp_expired: 'link_invalid',
  otp_disabled: 'link_invalid',
  flow_state_not_found: 'link_invalid',
  flow_state_expired: 'link_invalid',
  bad_code_verifier: 'link_invalid',
  // Signing up again with a taken email: GoTrue hides it when confirmations are on; when it
  // does not, saying "incorrect" would be wrong and "taken" would leak membership, so sign-up
  // screens show the same "check your email" answer and the mapping stays neutral.
  user_already_exists: 'invalid_credentials',
  email_exists: 'invalid_credentials',
  user_not_found: 'not_found',
  // GoTrue refuses every grant and email sign-in of a banned user (`banned_until` in the future).
  user_banned: 'account_banned',
  not_admin: 'forbidden',
  no_authorization: 'forbidden',
  insufficient_aal: 'forbidden',
}

/**
 * Postgres functions signal product rules with `raise exception '<catalogue code>' using
 * errcode = 'P0001', hint = '<catalogue code>'` (e.g. last_owner, invite_invalid);
 * PostgREST forwards message and hint unchanged.
 */
const RAISE_CODE = 'P0001'

interface ErrorLike {
  name?: unknown
  message?: unknown
  code?: unknown
  status?: unknown
  statusCode?: unknown
  details?: unknown
  hint?: unknown
  context?: unknown
  originalError?: unknown
  __isAuthError?: unknown
  __isStorageError?: unknown
}

function asRecord(error: unknown): ErrorLike | undefined {
  return typeof error === 'object' && error !== null ? error : undefined
}

const NETWORK_MESSAGE =
  /fetch failed|failed to fetch|networkerror|network request failed|load failed|ECONNREFUSED|ENOTFOUND|ECONNRESET/i

export function isNetworkError(error: unknown): boolean {
  const e = asRecord(error)
  if (!e) return false
  if (e.name === 'AuthRetryableFetchError' && (e.status === 0 || e.status === undefined))
    return true
  if (e.name === 'FunctionsFetchError') return true
  if (e.name === 'StorageUnknownError' && isNetworkError(e.originalError)) return true
  const message = typeof e.message === 'string' ? e.message : ''
  // supabase-js turns a rejected fetch into `{ code: '', message: 'TypeError: fetch failed' }`.
  if ((e.name === 'TypeError' || e.code === '') && NETWORK_MESSAGE.test(message)) return true
  return false
}

function fromAuth(e: ErrorLike): AppError {
  if (e.name === 'AuthWeakPasswordError') return appError('weak_password')
  // The link was opened in another browser than the one that asked for it (PKCE verifier missing).
  if (e.name === 'AuthPKCECodeVerifierMissingError') return appError('link_invalid')
  if (typeof e.code === 'string' && authCodes[e.code])
    return appError(authCodes[e.code] as AppErrorCode)
  if (e.status === 429) return appError('rate_limited')
  return appError('unexpected')
}

/** A field that should be text; anything else (an object, a number) says nothing here. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function fromPostgrest(e: ErrorLike): AppError {
  const text = `${textOf(e.message)} ${textOf(e.details)}`
  switch (e.code) {
    case '23505':
      if (/labels_workspace_name_key/.test(text)) return appError('label_taken')
      return /slug/i.test(text) ? appError('slug_taken') : appError('unexpected')
    // A key naming a row of another workspace or board (the composite keys of the boards
    // migration), or a column deleted while tasks still point at it.
    case '23503':
      return /tasks_column_fkey/.test(text) && /still referenced/i.test(text)
        ? appError('column_not_empty')
        : appError('not_found')
    case 'PGRST116':
      return appError('not_found')
    // A malformed uuid in a filter names no row; a value outside an enum (a forged status), or an
    // object where an rpc wants text (the local backend refuses it), is bad input.
    case '22P02':
      return /\benum\b|\btype text\b/i.test(text)
        ? appError('invalid_input')
        : appError('not_found')
    // A check constraint, an over-long value, or a date not on the calendar (2026-02-30): the
    // zod schemas should have caught it first.
    case '23514':
    case '22001':
    case '22007':
    case '22008':
      return appError('invalid_input')
    case '42501':
    case 'PGRST301':
      return appError('forbidden')
    case RAISE_CODE: {
      const named = [e.hint, e.message].find(isAppErrorCode)
      return appError(named ?? 'unexpected')
    }
    default:
      return appError('unexpected')
  }
}

function fromStorage(e: ErrorLike): AppError {
  const status = Number(e.statusCode ?? e.status)
  const message = textOf(e.message)
  if (status === 413 || /payload too large|maximum allowed size|too large/i.test(message))
    return appError('file_too_large')
  // A type the bucket does not allow (e.g. SVG or HTML as an avatar): 415 `invalid_mime_type`.
  if (status === 415 || /mime type .* is not supported|invalid_mime_type/i.test(message))
    return appError('invalid_input')
  if (status === 403 || /row-level security|unauthorized/i.test(message))
    return appError('forbidden')
  if (status === 404 || /not found/i.test(message)) return appError('not_found')
  return appError('unexpected')
}

function fromFunctionsStatus(status: unknown): AppError {
  if (status === 401 || status === 403) return appError('forbidden')
  if (status === 404) return appError('not_found')
  if (status === 429) return appError('rate_limited')
  return appError('unexpected')
}

function responseOf(e: ErrorLike): Response | undefined {
  return typeof Response !== 'undefined' && e.context instanceof Response ? e.context : undefined
}

/**
 * Maps any error a Supabase call can produce to the catalogue. Synchronous, so it cannot read
 * an edge function's response body: a FunctionsHttpError maps by HTTP status here — use
 * `toAppErrorAsync` to honour the `{ code }` the function returned.
 */
export function toAppError(error: unknown): AppError {
  const e = asRecord(error)
  if (!e) return appError('unexpected')
  if (isNetworkError(e)) return appError('offline')
  if (e.__isAuthError === true) return fromAuth(e)
  if (e.__isStorageError === true) return fromStorage(e)
  if (e.name === 'FunctionsHttpError') return fromFunctionsStatus(responseOf(e)?.status)
  if (e.name === 'FunctionsRelayError') return appError('unexpected')
  if (typeof e.code === 'string' && 'details' in e && 'hint' in e) return fromPostgrest(e)
  return appError('unexpected')
}

/** Like `toAppError`, and reads an edge function's JSON error body `{ code }` (edge functions speak the catalogue). */
export async function toAppErrorAsync(error: unknown): Promise<AppError> {
  const e = asRecord(error)
  const response = e && e.name === 'FunctionsHttpError' ? responseOf(e) : undefined
  if (!response) return toAppError(error)
  try {
    const body: unknown = await response.clone().json()
    const code = asRecord(body)?.code
    if (isAppErrorCode(code)) return appError(code)
  } catch {
    // Not JSON (e.g. a gateway HTML page): fall back to the status.
  }
  return fromFunctionsStatus(response.status)
}
