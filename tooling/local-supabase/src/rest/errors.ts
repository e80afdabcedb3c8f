import type { PgliteConnection } from '@supabase/lite/pglite'

type DbError = { code: string; message: string; detail?: string; hint?: string }

/** PostgREST's HTTP status for a SQLSTATE (pgErrorStatus in PostgREST's Error.hs). */
export function statusForSqlState(code: string): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
  }
  if (exact[code]) return exact[code]
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  }
  return byClass[code.slice(0, 2)] ?? 400
}

/** The SQLSTATEs lite 0.10 maps itself; every other one it answers as 500 `SUP` (see below). */
function liteMaps(code: string): boolean {
  return (
    ['42', '22', '21', '55', '53', 'PT', 'PG'].includes(code.slice(0, 2)) ||
    ['23502', '23503', '23505', '25006'].includes(code)
  )
}

const isDbError = (value: unknown): value is DbError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DbError).code === 'string' &&
  typeof (value as DbError).message === 'string'

/**
 * lite 0.10 turns Postgres errors outside a few SQLSTATE classes into HTTP 500 `{ code: "SUP" }`
 * and drops the SQLSTATE — e.g. check violations (23514) and a plain PL/pgSQL `raise exception`
 * (P0001), which PostgREST answers as 400 with the real code. We rewrite such errors into
 * PostgREST's own `RAISE SQLSTATE 'PGRST'` form, which lite does render faithfully.
 */
export function patchRestErrorMapping(connection: PgliteConnection): void {
  const normalize = connection.normalizeDbError.bind(connection)
  connection.normalizeDbError = (error: unknown) => {
    const normalized = normalize(unserializableParam(error) ?? error)
    if (!isDbError(normalized) || liteMaps(normalized.code)) return normalized
    return {
      code: 'PGRST',
      message: JSON.stringify({
        code: normalized.code,
        message: normalized.message,
        details: normalized.detail ?? null,
        hint: normalized.hint ?? null,
      }),
      detail: JSON.stringify({ status: statusForSqlState(normalized.code), headers: {} }),
    }
  }
}

// PGlite's own message when a query parameter cannot be serialised for its Postgres type.
const UNSERIALIZABLE = /^Invalid input for (\w+) type$/

/**
 * lite 0.10 hands an rpc's JSON arguments to PGlite as they are, so an object or array for a
 * `text` argument (`{"slug":{"nested":[1,2]}}`) makes PGlite's serialiser throw a plain Error
 * before Postgres sees it, which lite answers as 500 `SUP`. Bad input is a 400: answer it as
 * Postgres answers a value its type cannot read (22P02), as lite already does for uuid and enum
 * arguments. (Hosted PostgREST passes such a value on as its JSON text; refusing it is stricter.)
 */
function unserializableParam(error: unknown): DbError | undefined {
  const match = error instanceof Error ? UNSERIALIZABLE.exec(error.message) : null
  if (!match) return undefined
  const type = match[1] === 'string' ? 'text' : match[1]
  return {
    code: '22P02',
    message: `invalid input syntax for type ${type}: a JSON object or array where ${type} was expected`,
  }
}
