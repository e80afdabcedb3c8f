import { type AppError, withCause } from './errors/catalogue.js'
import { toAppError } from './errors/to-app-error.js'

/** What data-access functions return: data, or an error already in catalogue words. */
export type Result<T> = { data: T; error: null } | { data: null; error: AppError }

export function ok<T>(data: T): Result<T> {
  return { data, error: null }
}

/** The catalogue error for `error`, which stays reachable as `error.cause` for reporting. */
export function fail<T = never>(error: unknown): Result<T> {
  return { data: null, error: withCause(toAppError(error), error) }
}
