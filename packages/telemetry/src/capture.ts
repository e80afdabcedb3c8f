// @sentry/core rather than @sentry/nextjs so this loads in plain Node ESM too (see user.ts).
import { captureException, getClient, startSpan } from '@sentry/core'

/**
 * Reports an error the app handled itself (it became a catalogue message instead of a crash, so
 * no boundary or `onRequestError` sees it) and returns the event id for the user to quote. With
 * reporting off there is nothing to look up, so there is no id either.
 */
export function captureUnexpected(
  error: unknown,
  context: { action?: string } = {},
): string | undefined {
  const eventId = captureException(error, {
    tags: context.action ? { action: context.action } : undefined,
  })
  return getClient() ? eventId : undefined
}

/** Runs a server action inside a span named after it, so its Supabase calls nest beneath. */
export function traceServerAction<T>(name: string, run: () => Promise<T>): Promise<T> {
  return startSpan({ name: `action ${name}`, op: 'function.server_action' }, run)
}
