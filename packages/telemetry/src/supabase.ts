// @sentry/core rather than @sentry/nextjs so this loads in plain Node ESM too (see user.ts).
import {
  addBreadcrumb,
  captureException,
  SEMANTIC_ATTRIBUTE_SENTRY_OP,
  SEMANTIC_ATTRIBUTE_SENTRY_ORIGIN,
  startInactiveSpan,
} from '@sentry/core'
import { supabaseIntegration } from '@supabase/sentry-js-integration'
import { FILTERED, isSecretKey, scrubValue } from './scrub.js'
import type { Integration } from './sentry-types.js'

/** The SupabaseClient class, or any client instance (the integration patches its prototype). */
export type SupabaseClientLike = abstract new (...args: never[]) => unknown

/**
 * Spans and breadcrumbs for supabase-js query builder calls (`from(…).select/insert/…`).
 * Pass the very `SupabaseClient` class your clients are created from: a second copy of
 * supabase-js would be patched instead and nothing would be traced. Insert/update bodies are
 * scrubbed before they become span data (invitations carry emails).
 */
export function supabaseTracingIntegration(
  SupabaseClient: SupabaseClientLike | object,
): Integration {
  // The integration reads exactly these members of the Sentry namespace; naming them keeps the rest tree-shakeable.
  const sentry = {
    addBreadcrumb,
    captureException,
    startInactiveSpan,
    SEMANTIC_ATTRIBUTE_SENTRY_OP,
    SEMANTIC_ATTRIBUTE_SENTRY_ORIGIN,
  }
  return supabaseIntegration(SupabaseClient, sentry, {
    tracing: true,
    breadcrumbs: true,
    // PostgREST errors are returned values the app maps to the error catalogue, not crashes.
    errors: false,
    sanitizeBody: (_table: string, key: string, value: unknown) =>
      isSecretKey(key) ? FILTERED : scrubValue(value),
  }) as Integration
}
