import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { DIAGNOSTIC_SECRET_SUFFIX, diagnosticsEnabled } from '../_lib/diagnostics'

/** Throws while rendering a server component; the route's error boundary shows the digest. */
export default async function ServerErrorDiagnostic() {
  // Decided per request: a build without the flag must not bake a 404 into the prerender.
  await connection()
  if (!diagnosticsEnabled()) notFound()
  throw new Error(`Diagnostics: server component failure ${DIAGNOSTIC_SECRET_SUFFIX}`)
}
