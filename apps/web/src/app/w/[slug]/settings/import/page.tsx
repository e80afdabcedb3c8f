import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@teamboard/ui/card'
import { limits } from '@teamboard/supabase/schemas'
import { listBoards } from '@teamboard/supabase/queries'
import type { Metadata } from 'next'
import { canEditWorkspace } from '@/lib/roles'
import { loadWorkspace } from '@/lib/workspace'
import { AdminsOnly } from '../_components/admins-only'
import { CsvImport } from '../_components/csv-import'

export const metadata: Metadata = { title: 'Import' }

/** CSV import of tasks into a board, for owners and admins (docs/roles.md, docs/screens.md). */
export default async function ImportPage({ params }: { params: Promise<{ slug: string }> }) {
  const { supabase, workspace, role } = await loadWorkspace((await params).slug)
  if (!canEditWorkspace(role)) return <AdminsOnly what="import tasks" />
  const boards = await listBoards(supabase, workspace.id)
  if (boards.error) throw new Error('Loading boards failed')
  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Import</h1>
      <Card>
        <CardHeader>
          <CardTitle>Tasks from a CSV file</CardTitle>
          <CardDescription>
            One task a row, with a first row naming the columns; at most{' '}
            {limits.importRowsMax.toLocaleString('en')} rows and{' '}
            {limits.importFileMaxBytes / (1024 * 1024)} MB. Every row is imported, or none.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CsvImport
            slug={workspace.slug}
            boards={boards.data.map(({ id, name, slug }) => ({ id, name, slug }))}
          />
        </CardContent>
      </Card>
    </div>
  )
}
