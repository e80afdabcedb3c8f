import type { Breadcrumb, ErrorEvent, Event, User } from '@sentry/core'
import type { TransactionEvent } from './sentry-types.js'
import { scrubValue } from './scrub.js'

/** Only the opaque id identifies a user in telemetry; email, IP and names never leave the app. */
function keepUserId(user: User | undefined): User | undefined {
  if (!user) return undefined
  return typeof user.id === 'string' || typeof user.id === 'number' ? { id: user.id } : undefined
}

/**
 * Scrubs a whole event. Every string anywhere is checked (messages, exception values,
 * breadcrumbs, request URL/headers/cookies/data, extra, contexts, tags, span descriptions and
 * data), so a secret cannot slip through a field this function did not anticipate.
 */
export function scrubEvent<T extends Event>(event: T): T {
  // sdkProcessingMetadata holds live SDK objects (scopes) and is never serialised, so it is kept as is.
  const { user, sdkProcessingMetadata, ...rest } = event
  const scrubbed = scrubValue(rest) as T
  if (sdkProcessingMetadata) scrubbed.sdkProcessingMetadata = sdkProcessingMetadata
  const keptUser = keepUserId(user)
  if (keptUser) scrubbed.user = keptUser
  return scrubbed
}

export function beforeSend(event: ErrorEvent): ErrorEvent {
  return scrubEvent(event)
}

export function beforeSendTransaction(event: TransactionEvent): TransactionEvent {
  return scrubEvent(event)
}

export function beforeBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return scrubValue(breadcrumb)
}

/** The `beforeSend*` hooks every runtime installs. */
export const scrubbingHooks = { beforeSend, beforeSendTransaction, beforeBreadcrumb } as const
