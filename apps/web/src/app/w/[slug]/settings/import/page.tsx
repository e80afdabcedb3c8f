import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@teamboard/ui/card'
import { limits } from '@teamboard/supabase/schemas'
import { listBoards, runningImport } from '@teamboard/supabase/queries'
import type { Metadata } from 'next'
import { canEditWorkspace } from '@/lib/roles'
import { loadWorkspace } from '@/lib/workspace'
import { AdminsOnly } from '../_components/admins-only'
import { CsvImport } from '../_components/csv-import'
import { TrelloImport } from '../_components/trello-import'

export const metadata: Metadata = { title: 'Import' }

/** Trello board import and CSV import of tasks into a board, for owners and admins (docs/roles.md, docs/screens.md). */
export default async function ImportPage({ params }: { params: Promise<{ slug: string }> }) {
  const { supabase, workspace, role } = await loadWorkspace((await params).slug)
  if (!canEditWorkspace(role)) return <AdminsOnly what="import tasks" />
  const boards = await listBoards(supabase, workspace.id)
  if (boards.error) throw new Error('Loading boards failed')
  const running = await runningImport(supabase, workspace.id)
  if (running.error) throw new Error('Loading imports failed')
  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Import</h1>
      <Card>
        <CardHeader>
          <CardTitle>A board from Trello</CardTitle>
          <CardDescription>
            Trello&rsquo;s &ldquo;Export as JSON&rdquo; of one board, at most{' '}
            {limits.importFileMaxBytes / (1024 * 1024)} MB and{' '}
            {limits.importRowsMax.toLocaleString('en')} cards: a new board with its lists, cards,
            labels, checklists and comments. It runs in the background; cancel it and nothing is
            kept. Importing the same export again adds nothing.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TrelloImport slug={workspace.slug} running={running.data} />
        </CardContent>
      </Card>
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
