// The catalogue is plain TypeScript with no imports, so Deno reads @teamboard/supabase's own copy:
// the codes and words are the ones the app maps with toAppErrorAsync.
import {
  type AppErrorCode,
  errorCatalogue,
  isAppErrorCode,
} from '../../../packages/supabase/src/errors/catalogue.ts'

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
  limit_reached: 409,
  invalid_input: 422,
  rate_limited: 429,
}

/**
 * PostgREST errors from our rpc functions: product rules arrive as P0001 with the catalogue code
 * in `hint` (see the workspaces migration); a unique violation is a concurrent duplicate.
 */
export function fromPostgrest(error: {
  code?: string
  hint?: string | null
  message?: string
}): FunctionError {
  if (error.code === 'P0001' && isAppErrorCode(error.hint))
    return new FunctionError(error.hint, STATUS[error.hint] ?? 400)
  if (error.code === '23505') return new FunctionError('invalid_input', 409)
  if (error.code === '42501') return new FunctionError('forbidden', 403)
  return new FunctionError('unexpected', 500)
}
