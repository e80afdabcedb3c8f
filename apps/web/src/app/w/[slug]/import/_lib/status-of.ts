import type { AppErrorCode } from '@teamboard/supabase/errors'

const statuses: Partial<Record<AppErrorCode, number>> = {
  not_found: 404,
  forbidden: 403,
  import_invalid: 422,
  import_too_large: 413,
  limit_reached: 409,
  rate_limited: 429,
}

/** The HTTP status of a catalogue error in a route handler's answer; anything else is a 500. */
export function statusOf(code: AppErrorCode): number {
  return statuses[code] ?? 500
}
