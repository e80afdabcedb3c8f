import { listBoardTasks } from '@teamboard/supabase/queries'
import type { Metadata } from 'next'
import { loadWorkspace } from '@/lib/workspace'
import { Board } from './_components/board/board'
import { RememberWorkspace } from './_components/board/remember-workspace'
import { loadMembers } from './settings/members/_lib/load-members'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { workspace } = await loadWorkspace((await params).slug)
  return { title: workspace.name }
}

/**
 * The board, rendered on the server with every task in one request (and the members beside it),
 * so the client starts with the whole board and no fetch after hydration.
 */
export default async function BoardPage({ params }: Props) {
  const { user, supabase, workspace, role } = await loadWorkspace((await params).slug)
  const [tasks, members] = await Promise.all([
    listBoardTasks(supabase, workspace.id),
    loadMembers(supabase, workspace.id),
  ])
  if (tasks.error) throw new Error(`Loading tasks failed: ${tasks.error.code}`)
  const self = members.find((member) => member.userId === user.id)
  const me = {
    userId: user.id,
    displayName: self?.displayName ?? user.email ?? 'You',
    avatarUrl: self?.avatarUrl ?? null,
  }
  return (
    <section aria-labelledby="board-title" className="flex flex-1 flex-col">
      <h1 id="board-title" className="sr-only">
        {workspace.name} board
      </h1>
      <RememberWorkspace slug={workspace.slug} />
      <Board
        slug={workspace.slug}
        workspaceId={workspace.id}
        me={me}
        isAdmin={role === 'owner' || role === 'admin'}
        members={members.map(({ userId, displayName, avatarUrl }) => ({
          userId,
          displayName,
          avatarUrl,
        }))}
        tasks={tasks.data}
      />
    </section>
  )
}
