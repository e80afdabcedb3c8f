import { cancelImport } from '@teamboard/supabase/mutations'
import { getImport } from '@teamboard/supabase/queries'
import { after } from 'next/server'
import { z } from 'zod'
import { driveImport } from '../_lib/drive-import'
import { errorResponse, importAccess } from '../_lib/import-access'
import { statusOf } from '../_lib/status-of'

type Params = { params: Promise<{ slug: string; id: string }> }

// A running import whose last step is older than this has lost its driver (a server restart).
const idleMs = 15_000

async function findImport({ params }: Params) {
  const { slug, id } = await params
  const context = await importAccess(slug)
  if (context instanceof Response) return context
  if (!z.uuid().safeParse(id).success) return errorResponse('not_found', 404)
  const job = await getImport(context.supabase, id)
  if (job.error) return errorResponse(job.error.code, statusOf(job.error.code))
  // Another workspace's import is not found here, whatever the caller administers elsewhere.
  if (!job.data || job.data.workspace_id !== context.workspace.id)
    return errorResponse('not_found', 404)
  return { context, job: job.data }
}

/** An import's progress, polled by the import screen; an idle running import is resumed. */
export async function GET(_request: Request, params: Params) {
  const found = await findImport(params)
  if (found instanceof Response) return found
  const { job, context } = found
  if (job.status === 'running' && Date.now() - Date.parse(job.updated_at) > idleMs)
    after(() => driveImport(context.supabase, job.id))
  return Response.json(job, { headers: { 'Cache-Control': 'private, no-store' } })
}

/** Cancels a running import: everything it made is removed (`public.cancel_import`). */
export async function DELETE(_request: Request, params: Params) {
  const found = await findImport(params)
  if (found instanceof Response) return found
  const canceled = await cancelImport(found.context.supabase, found.job.id)
  if (canceled.error) return errorResponse(canceled.error.code, statusOf(canceled.error.code))
  return Response.json(canceled.data, { headers: { 'Cache-Control': 'private, no-store' } })
}
