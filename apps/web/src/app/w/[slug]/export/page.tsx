import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@teamboard/ui/card'
import { listBoards } from '@teamboard/supabase/queries'
import type { Metadata } from 'next'
import { loadWorkspace } from '@/lib/workspace'

export const metadata: Metadata = { title: 'Export' }

/**
 * Downloads for every member (docs/roles.md): a board as CSV, the whole workspace as JSON. The
 * files come from route handlers beside this page, which check access again.
 */
export default async function ExportPage({ params }: { params: Promise<{ slug: string }> }) {
  const { supabase, workspace } = await loadWorkspace((await params).slug)
  const boards = await listBoards(supabase, workspace.id)
  if (boards.error) throw new Error('Loading boards failed')
  const link = 'text-sm underline underline-offset-4'
  return (
    <div className="grid max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Export</h1>
      <Card>
        <CardHeader>
          <CardTitle>A board as CSV</CardTitle>
          <CardDescription>
            One task a row: title, description, column, priority, assignee, due date, labels. It
            opens in a spreadsheet and imports back.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul aria-label="Boards to export" className="grid gap-2">
            {boards.data.map((board) => (
              <li key={board.id}>
                <a
                  className={link}
                  href={`/w/${workspace.slug}/export/boards/${board.slug}`}
                  download
                >
                  {board.name} (CSV)
                </a>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>The whole workspace as JSON</CardTitle>
          <CardDescription>
            For backup: boards, columns, tasks, labels, checklists, comments, activity and the names
            and sizes of attached files (not the files themselves).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <a className={link} href={`/w/${workspace.slug}/export/workspace`} download>
            Download {workspace.name} (JSON)
          </a>
        </CardContent>
      </Card>
    </div>
  )
}
