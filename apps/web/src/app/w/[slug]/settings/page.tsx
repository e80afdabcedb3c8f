import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@teamboard/ui/card'
import type { Metadata } from 'next'
import Link from 'next/link'
import { StatusPage } from '@/components/status-page'
import { canEditWorkspace, isOwner } from '@/lib/roles'
import { loadWorkspace } from '@/lib/workspace'
import { DeleteWorkspaceDialog } from './_components/delete-workspace-dialog'
import { WorkspaceSettingsForm } from './_components/workspace-settings-form'

export const metadata: Metadata = { title: 'Workspace settings' }

export default async function WorkspaceSettingsPage({
  params,
}: {
  params: Promise<{ slug: string }>
}) {
  const { workspace, role } = await loadWorkspace((await params).slug)
  if (!canEditWorkspace(role)) {
    return (
      <StatusPage code="403" title="You don't have permission to do that." actions={null}>
        <p>Only the workspace's owners and admins can change its settings.</p>
      </StatusPage>
    )
  }
  return (
    <div className="grid max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      <Card>
        <CardHeader>
          <CardTitle>General</CardTitle>
          <CardDescription>Changing the address breaks links people saved.</CardDescription>
        </CardHeader>
        <CardContent>
          <WorkspaceSettingsForm name={workspace.name} slug={workspace.slug} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Boards and labels</CardTitle>
          <CardDescription>
            Create, archive and restore boards; name and colour labels.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex gap-4 text-sm">
          <Link
            className="underline underline-offset-4"
            href={`/w/${workspace.slug}/settings/boards`}
          >
            Boards
          </Link>
          <Link
            className="underline underline-offset-4"
            href={`/w/${workspace.slug}/settings/labels`}
          >
            Labels
          </Link>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Import and export</CardTitle>
          <CardDescription>
            Bring tasks in from a spreadsheet; download a board or the whole workspace.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex gap-4 text-sm">
          <Link
            className="underline underline-offset-4"
            href={`/w/${workspace.slug}/settings/import`}
          >
            Import
          </Link>
          <Link className="underline underline-offset-4" href={`/w/${workspace.slug}/export`}>
            Export
          </Link>
        </CardContent>
      </Card>
      {isOwner(role) ? (
        <Card className="border-destructive/30">
          <CardHeader>
            <CardTitle>Delete workspace</CardTitle>
            <CardDescription>
              Removes the workspace and everything in it for all members.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <DeleteWorkspaceDialog name={workspace.name} slug={workspace.slug} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  )
}
