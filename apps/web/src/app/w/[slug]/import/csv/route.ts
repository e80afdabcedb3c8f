import { limits } from '@teamboard/supabase/schemas'
import { captureUnexpected } from '@teamboard/telemetry'
import { checkCsv, csvImportInput, importCsv } from '../_lib/csv-import'
import { errorResponse, importAccess } from '../_lib/import-access'
import { statusOf } from '../_lib/status-of'

// The rows travel as JSON: quoting and names make them larger than the file, never twice it.
const maxBodyBytes = 2 * limits.importFileMaxBytes

/**
 * CSV import (owners and admins): the rows the browser read, with the column mapping and the
 * board, as JSON; `check: true` answers every row's problems and writes nothing, otherwise the
 * rows are checked again and written all or none. Answers `{ imported, problems }`.
 */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const context = await importAccess((await params).slug)
  if (context instanceof Response) return context
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes)
    return errorResponse('import_too_large', 413)
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return errorResponse('import_invalid', 400)
  }
  const input = csvImportInput.safeParse(body)
  if (!input.success) return errorResponse('invalid_input', 400)
  const result = input.data.check
    ? await checkCsv(input.data, context)
    : await importCsv(input.data, context)
  if (result.error) {
    if (result.error.code === 'unexpected') captureUnexpected(result.error.cause ?? result.error)
    return errorResponse(result.error.code, statusOf(result.error.code))
  }
  return Response.json(result.data, { headers: { 'Cache-Control': 'private, no-store' } })
}
