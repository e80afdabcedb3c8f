import { Constants } from '@teamboard/supabase'
import { importMemberIds, startTrelloImport } from '@teamboard/supabase/mutations'
import { limits } from '@teamboard/supabase/schemas'
import { captureUnexpected } from '@teamboard/telemetry'
import { after } from 'next/server'
import { z } from 'zod'
import { parseTrello } from '@/lib/import/trello'
import { mapTrello } from '@/lib/import/trello-mapping'
import { toImportPlan } from '@/lib/import/trello-plan'
import { driveImport } from '../_lib/drive-import'
import { errorResponse, importAccess } from '../_lib/import-access'
import { statusOf } from '../_lib/status-of'

// Multipart framing around the file and the groups field.
const envelopeBytes = 1024 * 1024
const groups = z.record(z.string(), z.enum(Constants.public.Enums.column_group))

function jsonOf(value: FormDataEntryValue | null): unknown {
  try {
    return typeof value === 'string' && value !== '' ? JSON.parse(value) : {}
  } catch {
    return null
  }
}

/**
 * Starts a Trello import (owners and admins): the export as `file` and the user's column groups
 * as `groups` (JSON, by Trello list id), in a multipart body of at most 50 MB — a route handler,
 * because a server action's body stops at 1 MB. The file is parsed and mapped here again (the
 * browser's preview is only a preview); the import then runs after the answer, step by step
 * (docs/decisions/trello-import-jobs.md). Answers the import, with `existing` when this export
 * was imported here before (and nothing is written).
 */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const context = await importAccess((await params).slug)
  if (context instanceof Response) return context
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limits.importFileMaxBytes + envelopeBytes)
    return errorResponse('import_too_large', 413)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return errorResponse('import_invalid', 400)
  }
  const file = form.get('file')
  if (!(file instanceof File)) return errorResponse('import_invalid', 400)
  if (file.size > limits.importFileMaxBytes) return errorResponse('import_too_large', 413)
  const chosen = groups.safeParse(jsonOf(form.get('groups')))
  if (!chosen.success) return errorResponse('import_invalid', 400)

  const parsed = parseTrello(await file.text())
  if ('problems' in parsed)
    return errorResponse('import_invalid', 422, { problems: parsed.problems })
  const { supabase, workspace } = context
  const emails = parsed.plan.members.flatMap((m) => (m.email ? [m.email] : []))
  const members = await importMemberIds(supabase, workspace.id, emails)
  if (members.error) return errorResponse(members.error.code, statusOf(members.error.code))
  const board = mapTrello(parsed.plan, { groups: chosen.data, memberIdByEmail: members.data })
  const started = await startTrelloImport(supabase, workspace.id, toImportPlan(board))
  if (started.error) {
    if (started.error.code === 'unexpected') captureUnexpected(started.error.cause ?? started.error)
    return errorResponse(started.error.code, statusOf(started.error.code))
  }
  const job = started.data.import
  if (!started.data.existing) after(() => driveImport(supabase, job.id))
  return Response.json(started.data, {
    status: started.data.existing ? 200 : 202,
    headers: { 'Cache-Control': 'private, no-store' },
  })
}
