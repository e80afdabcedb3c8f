import { exportWorkspace } from '@teamboard/supabase/queries'
import { download, exportAccess } from '../_lib/export-access'

/** The whole workspace as JSON, for backup (docs/roles.md: any member). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const context = await exportAccess((await params).slug)
  if (context instanceof Response) return context
  const { workspace } = context
  const backup = await exportWorkspace(context.supabase, {
    id: workspace.id,
    slug: workspace.slug,
    name: workspace.name,
    created_at: workspace.created_at,
  })
  if (backup.error) throw new Error(`Workspace export failed: ${backup.error.code}`)
  const day = backup.data.exported_at.slice(0, 10)
  return download(
    JSON.stringify(backup.data, null, 2),
    `${workspace.slug}-${day}.json`,
    'application/json',
  )
}
