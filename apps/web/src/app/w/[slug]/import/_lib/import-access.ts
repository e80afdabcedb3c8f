import 'server-only'
import { errorCatalogue, type AppErrorCode } from '@teamboard/supabase/errors'
import { hasRole } from '@/lib/roles'
import type { WorkspaceContext } from '@/lib/workspace'
import { exportAccess } from '../../export/_lib/export-access'

/** A catalogue error as a route handler's answer (never cached). */
export function errorResponse(code: AppErrorCode, status: number, extra: object = {}): Response {
  return Response.json(
    { code, message: errorCatalogue[code], ...extra },
    { status, headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/**
 * Import handlers check access themselves, like the export handlers (a verified session, then
 * membership read under RLS), and then the role: owners and admins import (docs/roles.md). The
 * database functions check all of it again.
 */
export async function importAccess(slug: string): Promise<WorkspaceContext | Response> {
  const context = await exportAccess(slug)
  if (context instanceof Response) return context
  return hasRole(context.role, 'admin') ? context : errorResponse('forbidden', 403)
}
