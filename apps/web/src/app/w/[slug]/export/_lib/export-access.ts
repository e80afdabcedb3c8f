import 'server-only'
import { requireUserForRoute } from '@teamboard/auth/server'
import { errorCatalogue } from '@teamboard/supabase/errors'
import { createServerClient } from '@teamboard/supabase/server'
import { findWorkspace, type WorkspaceContext } from '@/lib/workspace'

/** A stranger cannot tell a private workspace from a missing one (docs/roles.md). */
export function notFoundResponse(): Response {
  return Response.json(
    { code: 'not_found', message: errorCatalogue.not_found },
    { status: 404, headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/**
 * Export handlers check access themselves: a verified session (getClaims), then membership of
 * the workspace read as the caller under RLS. Any member may export (docs/roles.md).
 */
export async function exportAccess(slug: string): Promise<WorkspaceContext | Response> {
  const user = await requireUserForRoute()
  if (user instanceof Response) return user
  const context = await findWorkspace(user, await createServerClient(), slug)
  return context ?? notFoundResponse()
}

/** A file download that no cache keeps. `name` is made of slugs only. */
export function download(body: string, name: string, type: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': `${type}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
