import { DIAGNOSTIC_SECRET_SUFFIX, diagnosticsEnabled } from '../_lib/diagnostics'

/** Throws inside a route handler; `onRequestError` reports it. */
export function GET(): Response {
  if (!diagnosticsEnabled()) return new Response('Not found', { status: 404 })
  throw new Error(`Diagnostics: route handler failure ${DIAGNOSTIC_SECRET_SUFFIX}`)
}
