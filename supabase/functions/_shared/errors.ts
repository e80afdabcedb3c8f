// The catalogue and the error mapping are @teamboard/supabase's own (mapped in each function's
// deno.json): a function answers with the same codes and words the app shows.
import {
  type AppError,
  type AppErrorCode,
  errorCatalogue,
  toAppError,
} from '@teamboard/supabase/errors'

export type { AppErrorCode }

/** A failure with its catalogue code and HTTP status; the handler turns it into the JSON body. */
export class FunctionError extends Error {
  readonly code: AppErrorCode
  readonly status: number
  constructor(code: AppErrorCode, status: number) {
    super(code)
    this.code = code
    this.status = status
  }
}

export const fail = (code: AppErrorCode, status: number): never => {
  throw new FunctionError(code, status)
}

/** `{ code, message }` in the catalogue's words, never a backend message. */
export function errorResponse(code: AppErrorCode, status: number, headers?: Headers): Response {
  return Response.json({ code, message: errorCatalogue[code] }, { status, headers })
}

const STATUS: Partial<Record<AppErrorCode, number>> = {
  forbidden: 403,
  not_found: 404,
  already_member: 409,
  already_invited: 409,
  limit_reached: 409,
  slug_taken: 409,
  invalid_input: 422,
  rate_limited: 429,
}

/** A refusal the shared data access already mapped (a `Result`'s error), with its status. */
export function failWith(error: AppError): never {
  throw new FunctionError(error.code, STATUS[error.code] ?? 500)
}

/** A raw backend error (PostgREST, auth) through the app's own mapping. */
export function fromBackend(error: unknown): never {
  return failWith(toAppError(error))
}
