// From @sentry/core, not @sentry/nextjs: plain Node loads the latter as CommonJS whose re-exported
// names (setUser among them) Node's ESM loader cannot see.
import { setUser } from '@sentry/core'

export type TelemetryUser = { id: string } | null

/**
 * Binds the signed-in user to later events by id only; pass null on sign-out. Anything else on
 * the object is ignored so an email cannot be attached by accident.
 */
export function setTelemetryUser(user: TelemetryUser): void {
  setUser(user ? { id: user.id } : null)
}
