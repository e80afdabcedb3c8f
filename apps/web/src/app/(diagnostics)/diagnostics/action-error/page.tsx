import { requireUser } from '@teamboard/auth/server'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { FailInAction } from '../_components/fail-in-action'
import { diagnosticsEnabled } from '../_lib/diagnostics'

/** Signed in, so the report carries a user (by id only). */
export default async function ActionErrorDiagnostic() {
  await connection()
  if (!diagnosticsEnabled()) notFound()
  await requireUser({ next: '/diagnostics/action-error' })
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-24">
      <h1 className="text-2xl font-semibold tracking-tight">Server action error diagnostic</h1>
      <FailInAction />
    </section>
  )
}
