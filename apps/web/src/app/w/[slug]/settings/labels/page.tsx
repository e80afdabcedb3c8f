import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@teamboard/ui/card'
import { listLabels } from '@teamboard/supabase/queries'
import type { Metadata } from 'next'
import { canEditWorkspace } from '@/lib/roles'
import { loadWorkspace } from '@/lib/workspace'
import { AdminsOnly } from '../_components/admins-only'
import { LabelEditor } from '../_components/label-editor'

export const metadata: Metadata = { title: 'Labels' }

/** Owners and admins manage the workspace's labels; members put them on tasks. */
export default async function LabelsSettingsPage({
  params,
}: {
  params: Promise<{ slug: string }>
}) {
  const { supabase, workspace, role } = await loadWorkspace((await params).slug)
  if (!canEditWorkspace(role)) return <AdminsOnly what="manage its labels" />
  const labels = await listLabels(supabase, workspace.id)
  if (labels.error) throw new Error(`Loading labels failed: ${labels.error.code}`)
  return (
    <div className="grid max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Labels</h1>
      <Card>
        <CardHeader>
          <CardTitle>Labels</CardTitle>
          <CardDescription>
            Up to 100, each name once (ignoring case); any member puts up to 10 on a task.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LabelEditor
            slug={workspace.slug}
            labels={labels.data.map(({ id, name, color }) => ({ id, name, color }))}
          />
        </CardContent>
      </Card>
    </div>
  )
}
