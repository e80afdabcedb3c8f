import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@teamboard/ui/card'
import { listBoards } from '@teamboard/supabase/queries'
import type { Metadata } from 'next'
import Link from 'next/link'
import { canEditWorkspace } from '@/lib/roles'
import { loadWorkspace } from '@/lib/workspace'
import { AdminsOnly } from '../_components/admins-only'
import { BoardArchiveButton } from '../_components/board-archive-button'
import { CreateBoardForm } from '../_components/create-board-form'

export const metadata: Metadata = { title: 'Boards' }

/** Owners and admins create boards, archive them and restore archived ones (docs/states.md). */
export default async function BoardsSettingsPage({
  params,
}: {
  params: Promise<{ slug: string }>
}) {
  const { supabase, workspace, role } = await loadWorkspace((await params).slug)
  if (!canEditWorkspace(role)) return <AdminsOnly what="manage its boards" />
  const [open, archived] = await Promise.all([
    listBoards(supabase, workspace.id),
    listBoards(supabase, workspace.id, { archived: true }),
  ])
  if (open.error || archived.error) throw new Error('Loading boards failed')
  const row = (board: { id: string; name: string; slug: string }, isArchived: boolean) => (
    <li key={board.id} className="flex items-center gap-3 py-2">
      {isArchived ? (
        <span className="flex-1">{board.name}</span>
      ) : (
        <Link
          className="flex-1 underline-offset-4 hover:underline"
          href={`/w/${workspace.slug}/b/${board.slug}`}
        >
          {board.name}
        </Link>
      )}
      <BoardArchiveButton
        slug={workspace.slug}
        id={board.id}
        name={board.name}
        archived={isArchived}
      />
    </li>
  )
  return (
    <div className="grid max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Boards</h1>
      <Card>
        <CardHeader>
          <CardTitle>New board</CardTitle>
          <CardDescription>
            Every member sees it; it starts with the six usual columns.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreateBoardForm slug={workspace.slug} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Open boards</CardTitle>
        </CardHeader>
        <CardContent>
          <ul aria-label="Open boards" className="divide-y">
            {open.data.map((board) => row(board, false))}
          </ul>
        </CardContent>
      </Card>
      {archived.data.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Archived boards</CardTitle>
          </CardHeader>
          <CardContent>
            <ul aria-label="Archived boards" className="divide-y">
              {archived.data.map((board) => row(board, true))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  )
}
