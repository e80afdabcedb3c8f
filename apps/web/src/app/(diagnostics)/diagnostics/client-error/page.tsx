import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { DIAGNOSTIC_SECRET_SUFFIX, diagnosticsEnabled } from '../_lib/diagnostics'
import { ThrowInBrowser } from '../_components/throw-in-browser'

export default async function ClientErrorDiagnostic() {
  await connection()
  if (!diagnosticsEnabled()) notFound()
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-24">
      <h1 className="text-2xl font-semibold tracking-tight">Browser error diagnostic</h1>
      <ThrowInBrowser message={`Diagnostics: browser failure ${DIAGNOSTIC_SECRET_SUFFIX}`} />
    </section>
  )
}
